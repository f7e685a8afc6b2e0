import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, routes as apiRoutes } from '@cinema/contracts';
import { SPA_PATHS } from '@cinema/contracts/browser';
import { DESKTOP_BANNERS, MOBILE_BANNERS } from '@/features/home/banners';
import { POSITION_KEY } from '@/lib/api-client';
import {
  EARLY_IMAGES,
  EARLY_READS,
  isPageChunk,
  readSpaPaths,
  routePreloadMap,
  routePreloadScript,
} from '../../build/route-preloads';
import { routeModules } from './route-modules';

const chunk = (fileName: string, imports: string[] = [], page?: string) => ({
  fileName,
  imports,
  isEntry: fileName.startsWith('assets/index-'),
  isDynamicEntry: Boolean(page),
  facadeModuleId: page ? `/repo/web/src/app/routes/${page}.tsx` : null,
});

// A build as Vite leaves it: the entry with react, pages sharing a form chunk, one with a param.
const bundle = [
  chunk('assets/index-1.js', ['assets/react-1.js']),
  chunk('assets/react-1.js'),
  chunk('assets/login-1.js', ['assets/text-field-1.js', 'assets/react-1.js'], 'login'),
  chunk('assets/text-field-1.js'),
  chunk('assets/forgot-password-1.js', ['assets/text-field-1.js'], 'forgot-password'),
  chunk('assets/movie-detail-1.js', [], 'movie-detail'),
  chunk('assets/add-movie-1.js', [], 'add-movie'),
  chunk('assets/movies-1.js', ['assets/react-1.js'], 'movies'),
  chunk('assets/home-1.js', [], 'home'),
  {
    ...chunk('assets/contracts-runtime-1.js', ['assets/zod-1.js']),
    facadeModuleId: '/repo/web/src/lib/contracts-runtime.ts',
  },
  chunk('assets/zod-1.js'),
];
const spaPaths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  movieDetail: '/movie/:movieName/:movieId',
  addMovie: '/movie/addMovie',
  movies: '/movies',
  home: '/',
};

/** Runs the generated inline script at `path` and returns the hrefs it asked the browser to preload. */
function preloadsAt(path: string) {
  history.replaceState(null, '', path);
  new Function(routePreloadScript(routePreloadMap(bundle, spaPaths)))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  history.replaceState(null, '', '/');
  delete window.__earlyReads;
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('route chunks preloaded with their route (build/route-preloads.ts)', () => {
  it("reads the contracts' route patterns, and every page module names one", () => {
    expect(readSpaPaths()).toEqual(SPA_PATHS);
    for (const name of Object.keys(routeModules)) expect(SPA_PATHS, name).toHaveProperty(name);
  });

  it("preloads the current route's chunk and its imports, not what the entry already loads", () => {
    expect(preloadsAt('/login')).toEqual(['/assets/login-1.js', '/assets/text-field-1.js']);
  });

  it('matches as the router does: any letter case, a final slash, one segment per param', () => {
    expect(preloadsAt('/LOGIN/')).toEqual(['/assets/login-1.js', '/assets/text-field-1.js']);
    document.head.innerHTML = '';
    expect(preloadsAt('/movie/Dune/abc123')).toEqual(['/assets/movie-detail-1.js']);
  });

  it('prefers a static path over a param one of the same shape', () => {
    expect(preloadsAt('/movie/addMovie')).toEqual(['/assets/add-movie-1.js']);
  });

  it('preloads nothing on a path that is no route', () => {
    expect(preloadsAt('/login/extra')).toEqual([]);
    expect(preloadsAt('/movie/Dune')).toEqual([]);
  });

  it('preloads the next page on a navigation, each file once (window.__preloadRoute)', () => {
    preloadsAt('/login');
    window.__preloadRoute?.('/forgot-password');
    window.__preloadRoute?.('/forgot-password');
    const hrefs = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(hrefs).toEqual(['/assets/login-1.js', '/assets/text-field-1.js', '/assets/forgot-password-1.js']);
  });

  it("leaves only pages' dependency lists to the map: shared chunks keep Vite's own preload", () => {
    expect(isPageChunk('assets/forgot-password-Ax_q84-4.js', spaPaths)).toBe(true);
    expect(isPageChunk('assets/movie-detail-BfPgW9Ox.js', spaPaths)).toBe(true);
    expect(isPageChunk('assets/text-field-BfPgW9Ox.js', spaPaths)).toBe(false);
    expect(isPageChunk('assets/contracts-runtime-B4dvU7PI.js', spaPaths)).toBe(false);
  });

  it("starts a page's early read with its files on a first visit, and preloads the contracts that check it", () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    expect(preloadsAt('/movies')).toEqual([
      '/assets/movies-1.js',
      '/assets/contracts-runtime-1.js',
      '/assets/zod-1.js',
    ]);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/v1/movie/getAllMovies', {
      headers: { Accept: 'application/json' },
    });
    expect(window.__earlyReads?.getAllMovies).toBeInstanceOf(Promise);
  });

  it('reads nothing early on a navigation, on pages without an early read, or after this tab wrote', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    preloadsAt('/login');
    window.__preloadRoute?.('/movies');
    sessionStorage.setItem(POSITION_KEY, '10:5');
    preloadsAt('/movies');
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__earlyReads).toBeUndefined();
  });

  it("names early reads by the API's own route table: public GETs, for pages that exist", () => {
    for (const read of EARLY_READS) {
      const route = apiRoutes[read.route];
      expect(read.url).toBe(API_BASE + route.path);
      expect(route).toMatchObject({ method: 'GET', access: 'public' });
      for (const page of read.pages) expect(SPA_PATHS).toHaveProperty(page);
    }
  });

  it("preloads home's first banner of each carousel at high priority, before the app draws it", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    preloadsAt('/');
    const images = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(images.map((link) => [link.getAttribute('href'), link.fetchPriority])).toEqual([
      [MOBILE_BANNERS[0]!.src, 'high'],
      [DESKTOP_BANNERS[0]!.src, 'high'],
    ]);
    expect(EARLY_IMAGES.home).toEqual([MOBILE_BANNERS[0]!.src, DESKTOP_BANNERS[0]!.src]);
  });
});
