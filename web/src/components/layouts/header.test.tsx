import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TEXTS, TOASTS, type AccountType } from '@cinema/contracts';
import { renderApp, signInAs } from '@/testing/test-utils';
import { SHORT_PLACEHOLDER } from './search-box';

/** A screen `width` pixels wide, as far as min-width media queries go. */
const screenWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
afterEach(() => vi.unstubAllGlobals());

const accountMenu = () => screen.getByRole('navigation', { name: 'Account menu' });
const linkTargets = (nav: HTMLElement) =>
  Object.fromEntries(
    within(nav)
      .queryAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  );
const mutedItems = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('[aria-disabled="true"]')).map(
    (el) => el.firstChild?.textContent ?? el.textContent,
  );

async function renderHeader(path = '/about-us') {
  const view = renderApp({ path });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('header when logged out', () => {
  it('offers Sign in and Sign up and no Log Out', async () => {
    await renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(banner).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('links the logo home and has a real search box with the spec placeholder', async () => {
    screenWidth(1280);
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Cine Yatra home' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('search')).getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', PAGE_TEXTS.searchPlaceholder);
  });

  it('gives a narrow search box a placeholder that fits it', async () => {
    screenWidth(375);
    await renderHeader();
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      SHORT_PLACEHOLDER,
    );
  });

  it('submitting the search goes to the movie list with the query', async () => {
    const { user, location } = await renderHeader();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'monsoon express{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/movies'));
    expect(new URLSearchParams(location().search).get('q')).toBe('monsoon express');
  });

  it('shows the untargeted items as muted text, not links', async () => {
    await renderHeader();
    expect(mutedItems(accountMenu())).toEqual(['ListYourShow', 'Offers', 'Gift Cards']);
    expect(linkTargets(accountMenu())).toEqual({});
    for (const el of accountMenu().querySelectorAll('[aria-disabled="true"]')) {
      expect(el.tagName).toBe('SPAN');
      expect(el).toHaveAttribute('title', 'Coming soon');
    }
  });
});

describe('desktop menu by account type', () => {
  const cases: [AccountType, Record<string, string>, string[]][] = [
    ['Viewer', { Transactions: '/book/transactions' }, ['ListYourShow', 'Offers', 'Gift Cards']],
    [
      'Admin',
      {
        'Add Cinema': '/cinema/addCinema',
        'Update Screen': '/cinema/adminCinemas',
        // Beyond the spec's menu: screens added, renamed and retired, the cinema's details.
        Screens: '/cinema/screens',
        'Live Show': '/show/liveYourShow',
        // Beyond the spec's menu: the ticket check at the door.
        'Verify Ticket': '/cinema/verifyTicket',
        'Cities Revenue': '/admin-cities-revenue',
        Revenue: '/admin-revenue',
      },
      [],
    ],
    [
      'SuperAdmin',
      {
        'Add Movie': '/movie/addMovie',
        'Add City': '/addCity',
        'Admins Detail': '/admins-details',
        'Cities Revenue': '/cities-revenue',
      },
      [],
    ],
  ];

  it.each(cases)(
    '%s sees exactly the spec menu (plus the door check for admins)',
    async (accountType, links, muted) => {
      signInAs(accountType);
      await renderHeader();
      expect(linkTargets(accountMenu())).toEqual(links);
      expect(mutedItems(accountMenu())).toEqual(muted);
      expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    },
  );

  it.each(cases)('%s gets the same entries in the mobile menu', async (accountType, links, muted) => {
    signInAs(accountType);
    const { user } = await renderHeader();
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(linkTargets(menu)).toEqual(links);
    expect(mutedItems(menu)).toEqual(muted);
  });
});

describe('mobile menu when logged out', () => {
  it('offers Sign in and Sign up and closes on Escape', async () => {
    const { user } = await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('navigation', { name: 'Mobile menu' });
    const links = screen.getAllByRole('link', { name: 'Sign up' }).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/signup', '/signup']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('dims the whole page, not only the header, and a tap outside the menu closes it', async () => {
    const { user } = await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const backdrop = await screen.findByTestId('menu-backdrop');
    // Inside the header its fixed backdrop would be confined to the header (backdrop-blur makes the
    // header the containing block of fixed elements).
    expect(screen.getByRole('banner').contains(backdrop)).toBe(false);
    await user.click(backdrop);
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a menu link is followed', async () => {
    signInAs('Viewer');
    const { user, location } = await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Mobile menu' })).getByRole('link', {
        name: 'Transactions',
      }),
    );
    await waitFor(() => expect(location().pathname).toBe('/book/transactions'));
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
  });
});

describe('home top bar', () => {
  it('shows Movies as a link and the other entries muted, on the home page only', async () => {
    renderApp({ path: '/' });
    const [desktop] = await screen.findAllByRole('navigation', { name: 'Browse' });
    expect(linkTargets(desktop!)).toEqual({ Movies: '/movies' });
    expect(mutedItems(desktop!)).toEqual(['Streams', 'Events', 'Plays', 'Sports', 'Activities']);
  });

  it('is absent elsewhere', async () => {
    await renderHeader('/faqs');
    expect(screen.queryByRole('navigation', { name: 'Browse' })).not.toBeInTheDocument();
  });
});

describe('logging out', () => {
  it('clears storage, goes home and toasts the spec text', async () => {
    signInAs('Admin');
    localStorage.setItem('something-else', 'x');
    const { user, location } = await renderHeader('/faqs');
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(localStorage.length).toBe(0);
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByText(TOASTS.logout)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
