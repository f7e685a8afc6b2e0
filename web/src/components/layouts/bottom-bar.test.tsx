import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountType } from '@cinema/contracts';
import { renderApp, signInAs } from '@/testing/test-utils';

async function bottomBarTargets() {
  await screen.findByRole('heading', { level: 1 });
  const bar = screen.getByRole('navigation', { name: 'Quick links' });
  return within(bar)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('mobile bottom bar', () => {
  it('logged out: tickets go to login and profile to signup', async () => {
    renderApp({ path: '/faqs' });
    expect(await bottomBarTargets()).toEqual([
      ['Home', '/'],
      ['Movies', '/movies'],
      ['Your Tickets', '/login'],
      ['Profile', '/signup'],
    ]);
  });

  const signedIn: [AccountType, [string, string][]][] = [
    [
      'Viewer',
      [
        ['Home', '/'],
        ['Movies', '/movies'],
        ['Your Tickets', '/book/transactions'],
        ['Profile', '/profile'],
      ],
    ],
    [
      'Admin',
      [
        ['Home', '/'],
        ['Movies', '/movies'],
        ['Revenue', '/admin-revenue'],
        ['Profile', '/profile'],
      ],
    ],
    [
      'SuperAdmin',
      [
        ['Home', '/'],
        ['Movies', '/movies'],
        ['Revenue', '/cities-revenue'],
        ['Profile', '/profile'],
      ],
    ],
  ];

  it.each(signedIn)('%s gets the spec targets', async (accountType, expected) => {
    signInAs(accountType);
    renderApp({ path: '/faqs' });
    expect(await bottomBarTargets()).toEqual(expected);
  });

  it('marks the current page', async () => {
    renderApp({ path: '/' });
    await screen.findAllByRole('navigation', { name: 'Browse' });
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Movies' })).not.toHaveAttribute('aria-current');
  });

  it('on /login and /signup, logged out, marks no entry: the sign-in detours are not where you are', async () => {
    for (const path of ['/login', '/signup']) {
      const view = renderApp({ path });
      await screen.findByRole('heading', { level: 1 });
      const bar = screen.getByRole('navigation', { name: 'Quick links' });
      const current = within(bar)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('aria-current') === 'page');
      expect(current, path).toEqual([]);
      expect(within(bar).getByRole('link', { name: 'Your Tickets' }).className, path).not.toMatch(
        /text-brand-700/,
      );
      view.unmount();
    }
  });
});
