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

/**
 * Route pattern → the files its page needs beyond the entry (its chunk and that chunk's static
 * imports), most specific pattern first (fewer `:params`).
 */
export function routePreloadMap(
  chunks: readonly ChunkInfo[],
  spaPaths: Record<string, string>,
  base = '/',
): [string, string[]][] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = entry ? closure(entry.fileName) : new Set<string>();
  const routes: [string, string[]][] = [];
  for (const chunk of chunks) {
    const name = chunk.isDynamicEntry ? chunk.facadeModuleId?.match(ROUTE_MODULE)?.[1] : undefined;
    const key = name?.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    const path = key ? spaPaths[key] : undefined;
    if (!path) continue;
    const files = [...closure(chunk.fileName)].filter((file) => !loaded.has(file)).map((f) => base + f);
    routes.push([patternSource(path), files]);
  }
  const params = (source: string) => source.split('[^/]+').length;
  return routes.sort((a, b) => params(a[0]) - params(b[0]));
}

/**
 * The inline script: preloads the current route's files as the page starts, next to the entry, and
 * leaves `window.__preloadRoute(pathname)` for the app to call when it navigates (router.tsx): the
 * map is here once, so the entry carries no copy of each page's dependency list.
 */
export function routePreloadScript(map: [string, string[]][]): string {
  return `(function () {
  var routes = ${JSON.stringify(map)};
  var done = {};
  function preload(pathname) {
    for (var i = 0; i < routes.length; i++) {
      if (!new RegExp(routes[i][0], 'i').test(pathname)) continue;
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
  window.__preloadRoute = preload;
  preload(location.pathname);
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
