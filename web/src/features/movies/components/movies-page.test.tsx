import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { renderApp } from '@/testing/test-utils';
import { aMovie } from '../testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { dataReply } from '../testing/mock-api';

const catalog = [
  aMovie({ _id: 'neon', movieName: 'Neon Monsoon', genres: ['Thriller'], supportingLanguages: ['Hindi'] }),
  aMovie({ _id: 'orbit', movieName: 'The Last Orbit', genres: ['Sci-Fi'], supportingLanguages: ['English'] }),
  aMovie({ _id: 'kaveri', movieName: 'Kaveri Kaatru', genres: ['Drama'], supportingLanguages: ['Tamil'] }),
  aMovie({ _id: 'haveli', movieName: 'Haveli No. 9', genres: ['Horror'], supportingLanguages: ['Hindi'] }),
];

beforeAll(async () => {
  // Transform the lazy page and the contracts once, so the first test waits for the page only.
  await Promise.all([
    import('@/lib/contracts-runtime'),
    import('@/app/routes/movies'),
    import('./filter-dialog'),
  ]);
}, 60_000);
beforeEach(() => {
  mockApi({ getAllMovies: dataReply(catalog) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setViewport(1024, 768);
});

const shownMovies = async () =>
  within(await screen.findByRole('list', { name: 'Movies' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('[data-movie-name]')?.textContent);
const group = (name: string) => screen.getByRole('group', { name });
const resultStatus = async () =>
  within(await screen.findByRole('region', { name: 'Movies For You' })).findByRole('status');
const setViewport = (width: number, height: number) =>
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width,
    height,
  });
const query = (search: string) => [...new URLSearchParams(search).entries()];

describe('movie list (/movies)', () => {
  it("lists every movie under 'Movies For You', with the 'Best Live Events' strip", async () => {
    renderApp({ path: '/movies' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Movies For You' })).toBeInTheDocument();
    expect(await shownMovies()).toEqual(['Neon Monsoon', 'The Last Orbit', 'Kaveri Kaatru', 'Haveli No. 9']);
    expect(await resultStatus()).toHaveTextContent('4 movies');
    expect(screen.getByRole('heading', { level: 2, name: 'Best Live Events' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Best Live Events' })).getAllByRole('img')).toHaveLength(
      5,
    );
  });

  it('applies the filters in the address: any chosen language or genre', async () => {
    renderApp({ path: '/movies?language=Tamil&genre=Horror' });
    expect(await shownMovies()).toEqual(['Kaveri Kaatru', 'Haveli No. 9']);
    expect(within(group('Languages')).getByRole('checkbox', { name: 'Tamil' })).toBeChecked();
    expect(within(group('Languages')).getByRole('checkbox', { name: 'Hindi' })).not.toBeChecked();
    expect(within(group('Genres')).getByRole('checkbox', { name: 'Horror' })).toBeChecked();
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Remove Tamil', 'Remove Horror']);
  });

  it('reads the footer links: values in lower case', async () => {
    renderApp({ path: '/movies?genre=drama' });
    expect(await shownMovies()).toEqual(['Kaveri Kaatru']);
    expect(within(group('Genres')).getByRole('checkbox', { name: 'Drama' })).toBeChecked();
  });

  it('shows a value outside the lists as a removable chip (it matches no movie)', async () => {
    const { user, location } = renderApp({ path: '/movies?genre=fantasy' });
    expect(await screen.findByText(PAGE_TEXTS.noMovies)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove fantasy' }));
    expect(await shownMovies()).toHaveLength(4);
    expect(location().search).toBe('');
  });

  it('shows all for 2D, and none for formats no movie plays in', async () => {
    const { user, location } = renderApp({ path: '/movies?format=2D' });
    expect(await shownMovies()).toHaveLength(4);

    await user.click(within(group('Formats')).getByRole('checkbox', { name: '2D' }));
    await user.click(within(group('Formats')).getByRole('checkbox', { name: 'IMAX' }));
    expect(query(location().search)).toEqual([['format', 'IMAX']]);
    expect(await screen.findByText(PAGE_TEXTS.noMovies)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Movies' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await shownMovies()).toHaveLength(4);
    expect(location().search).toBe('');
  });

  it('keeps each tick in the address', async () => {
    const { user, location } = renderApp({ path: '/movies' });
    await shownMovies();
    await user.click(within(group('Languages')).getByRole('checkbox', { name: 'Hindi' }));
    await user.click(within(group('Genres')).getByRole('checkbox', { name: 'Sci-Fi' }));
    expect(query(location().search)).toEqual([
      ['language', 'Hindi'],
      ['genre', 'Sci-Fi'],
    ]);
    expect(await shownMovies()).toEqual(['Neon Monsoon', 'The Last Orbit', 'Haveli No. 9']);

    await user.click(within(group('Languages')).getByRole('button', { name: 'Clear languages' }));
    expect(query(location().search)).toEqual([['genre', 'Sci-Fi']]);
    expect(await shownMovies()).toEqual(['The Last Orbit']);
  });

  it('narrows to a name search from the header, which its chip clears', async () => {
    const { user, location } = renderApp({ path: '/movies?q=haveli-no-9' });
    expect(await shownMovies()).toEqual(['Haveli No. 9']);
    await user.click(screen.getByRole('button', { name: 'Clear search “haveli-no-9”' }));
    expect(await shownMovies()).toHaveLength(4);
    expect(location().search).toBe('');
  });

  it('opens the filters as a dialog on a phone; the list behind follows each tick', async () => {
    setViewport(375, 812);
    const { user, location } = renderApp({ path: '/movies' });
    await shownMovies();
    expect(screen.queryByRole('group', { name: 'Languages' })).not.toBeInTheDocument();

    const open = screen.getByRole('button', { name: 'Filters' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'English' }));
    expect(query(location().search)).toEqual([['language', 'English']]);
    await user.click(within(dialog).getByRole('button', { name: 'Show 1 movie' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await shownMovies()).toEqual(['The Last Orbit']);
    expect(screen.getByRole('button', { name: 'Filters, 1 chosen' })).toHaveFocus();
  });
});
