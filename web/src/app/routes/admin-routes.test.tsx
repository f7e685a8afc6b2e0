import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, GUARDS } from '@cinema/contracts';
import { renderApp, signInAs } from '@/testing/test-utils';

const ADMIN_PAGES = [
  ['/cinema/addCinema', 'Add Cinema'],
  ['/cinema/adminCinemas', 'Update Screen'],
  ['/cinema/cin-1/updateScreen/cin-1.s1', 'Update Screen'],
  ['/show/addShow/mov-1', 'Add Show'],
  ['/show/liveYourShow', 'Live Your Show'],
] as const;

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
  // Every call answers "nothing yet": the pages show their empty or not-found states.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).replace(API_BASE, '');
      const json = path.startsWith('/movie/getMovieDetails')
        ? { success: false, message: 'Movie not found', code: 'MOVIE_NOT_FOUND' }
        : { success: true, message: 'ok', data: [] };
      return new Response(JSON.stringify(json), { status: json.success ? 200 : 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the Admin screens', () => {
  it.each(ADMIN_PAGES)('%s opens for an Admin', async (path, title) => {
    signInAs('Admin');
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it.each(ADMIN_PAGES)('%s alerts and sends a SuperAdmin home', async (path) => {
    signInAs('SuperAdmin');
    const { location } = renderApp({ path });
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(alert).toHaveBeenCalledWith(GUARDS.admin);
  });

  it.each(ADMIN_PAGES)('%s sends a visitor without a token to /login', async (path) => {
    const { location } = renderApp({ path });
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });
});
