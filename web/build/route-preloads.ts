import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The contracts' SPA_PATHS (`key: '/pattern'` lines), read as text: Node loads vite.config.ts's
 * imports from workspace packages as they are, and cannot run their TypeScript.
 */
export function readSpaPaths(): Record<string, string> {
  const file = createRequire(import.meta.url).resolve('@cinema/contracts/spa-paths');
  const source = readFileSync(file, 'utf8');
  return Object.fromEntries([...source.matchAll(/^\s*(\w+): '([^']+)',?$/gm)].map((m) => [m[1], m[2]]));
}

/** A page's chunk is `src/app/routes/<kebab-name>.tsx`; its route is SPA_PATHS[<camelName>]. */
const ROUTE_MODULE = /\/src\/app\/routes\/([a-z0-9-]+)\.tsx$/;

/**
 * Reads a page needs before it can draw its largest element, started by index.html itself while the
 * JavaScript loads: `route` is the key in the contracts' route table (the API client takes the
 * answer from `window.__earlyReads[route]`), `url` its public GET address, `pages` the routes
 * (keys of SPA_PATHS) whose first paint waits on it. Checked against the route table by a test.
 */
export const EARLY_READS = [
  { route: 'getAllMovies', url: '/api/v1/movie/getAllMovies', pages: ['home', 'movies'] },
] as const;

/**
 * Images a page paints first, preloaded by index.html at high priority before the app has drawn
 * them (home: the first slide of both carousels; the one hidden at a screen width loads anyway,
 * as an eager image does, and each is under 2 KB). Checked against `features/home/banners.ts`.
 */
export const EARLY_IMAGES: Record<string, readonly string[]> = {
  home: ['/banners/mobile-1.svg', '/banners/desktop-1.svg'],
};

/** The chunk that validates API answers: a page with an early read needs it right away too. */
const CONTRACTS_RUNTIME = /\/src\/lib\/contracts-runtime\.ts$/;

interface ChunkInfo {
  fileName: string;
  imports: string[];
  isDynamicEntry?: boolean;
  isEntry?: boolean;
  facadeModuleId?: string | null;
}

/** A route pattern as the router matches it: `:param` is one segment, any letter case, optional final slash. */
export function patternSource(path: string): string {
  const body = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return path === '/' ? '^/$' : `^${body}/?$`;
}

/** A route's pattern, the files its page needs beyond the entry, and the reads it starts early. */
export type RoutePreload = [
  pattern: string,
  files: string[],
  early?: { reads: { route: string; url: string }[]; images: readonly string[] },
];

/**
 * Route pattern → the files its page needs beyond the entry (its chunk and that chunk's static
 * imports; with an early read, the contracts' chunk too), most specific pattern first (fewer `:params`).
 */
export function routePreloadMap(
  chunks: readonly ChunkInfo[],
  spaPaths: Record<string, string>,
  base = '/',
): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = entry ? closure(entry.fileName) : new Set<string>();
  const contracts = chunks.find((chunk) => CONTRACTS_RUNTIME.test(chunk.facadeModuleId ?? ''));
  const routes: RoutePreload[] = [];
  for (const chunk of chunks) {
    const name = chunk.isDynamicEntry ? chunk.facadeModuleId?.match(ROUTE_MODULE)?.[1] : undefined;
    const key = name?.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    const path = key ? spaPaths[key] : undefined;
    if (!key || !path) continue;
    const reads = EARLY_READS.filter((read) => (read.pages as readonly string[]).includes(key)).map(
      ({ route, url }) => ({ route, url }),
    );
    const needed = closure(chunk.fileName);
    if (reads.length && contracts) closure(contracts.fileName, needed);
    const files = [...needed].filter((file) => !loaded.has(file)).map((f) => base + f);
    const images = EARLY_IMAGES[key] ?? [];
    routes.push(
      reads.length || images.length
        ? [patternSource(path), files, { reads, images }]
        : [patternSource(path), files],
    );
  }
  const params = (source: string) => source.split('[^/]+').length;
  return routes.sort((a, b) => params(a[0]) - params(b[0]));
}

/**
 * The inline script: preloads the current route's files as the page starts, next to the entry, and
 * leaves `window.__preloadRoute(pathname)` for the app to call when it navigates (router.tsx): the
 * map is here once, so the entry carries no copy of each page's dependency list. On the first page
 * only, it also preloads that page's first images and starts its early reads (`window.__earlyReads`),
 * unless this tab has written something (a kept read-your-writes position): then the app asks
 * itself, with that position.
 */
export function routePreloadScript(map: RoutePreload[]): string {
  return `(function () {
  var routes = ${JSON.stringify(map)};
  var done = {};
  function startEarly(early) {
    early.images.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.fetchPriority = 'high';
      document.head.appendChild(link);
    });
    try {
      if (sessionStorage.getItem('cy_position')) return;
    } catch (e) {}
    if (!early.reads.length) return;
    window.__earlyReads = {};
    early.reads.forEach(function (read) {
      window.__earlyReads[read.route] = fetch(read.url, { headers: { Accept: 'application/json' } });
    });
  }
  function preload(pathname, first) {
    for (var i = 0; i < routes.length; i++) {
      if (!new RegExp(routes[i][0], 'i').test(pathname)) continue;
      if (first && routes[i][2]) startEarly(routes[i][2]);
      routes[i][1].forEach(function (href) {
        if (done[href]) return;
        done[href] = true;
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      return;
    }
  }
  window.__preloadRoute = function (pathname) {
    preload(pathname, false);
  };
  preload(location.pathname, true);
})();`;
}

/** Page chunks by file name (`assets/<kebab-name>-<hash>.js`): their preloads come from the inline map. */
export function isPageChunk(file: string, spaPaths: Record<string, string>): boolean {
  const name = file.match(/(?:^|\/)([a-z0-9-]+)-[\w-]{8}\.js$/)?.[1];
  const key = name?.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return key !== undefined && key in spaPaths;
}

/**
 * Route chunks are dynamic imports, found only after the entry has run; on a first visit to a deep
 * link that is one more round trip before the page can draw. This writes the URL → chunk map into
 * index.html as a tiny inline script (allowed by its hash, like the splash) that preloads the
 * current route's chunk in parallel with the entry.
 */
export function routePreloads(): Plugin {
  return {
    name: 'cinema:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const map = routePreloadMap(chunks, readSpaPaths());
        return [{ tag: 'script', children: routePreloadScript(map), injectTo: 'head-prepend' }];
      },
    },
  };
}
