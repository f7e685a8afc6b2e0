import { afterEach, describe, expect, it } from 'vitest';
import { SPA_PATHS } from '@cinema/contracts/browser';
import { isPageChunk, readSpaPaths, routePreloadMap, routePreloadScript } from '../../build/route-preloads';
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
];
const spaPaths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  movieDetail: '/movie/:movieName/:movieId',
  addMovie: '/movie/addMovie',
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
});
