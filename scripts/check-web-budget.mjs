#!/usr/bin/env node
// Initial-JS budget of the web app, per route: the entry chunk and its static imports, plus the
// route's lazy chunk and its static imports (what a first visit to that route downloads before the
// page can render), gzip-compressed. Reads the Vite manifest of `npm run build -w web`; prints one
// line per route and exits non-zero when a route is over budget, so CI fails.
//
// Routes that read server state also load TanStack Query (the design card's query layer), built as
// one `query` chunk (web/vite.config.ts). React, React DOM and the router alone take about 80 KB
// gzip, so those routes are held to WEB_QUERY_JS_BUDGET_KB instead: 100 KB plus the library's
// 10 KB and 2 KB for its provider, keys and per-endpoint query options (README, Web delivery).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.WEB_JS_BUDGET_KB ?? 100);
const QUERY_BUDGET_KB = Number(process.env.WEB_QUERY_JS_BUDGET_KB ?? 112);
const dist = resolve(process.env.WEB_DIST ?? 'web/dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: run \`npm run build -w web\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzKb = new Map();
const sizeOf = (file) => {
  if (!gzKb.has(file)) gzKb.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gzKb.get(file);
};

/** The chunk's JS files and, transitively, the JS files it imports statically. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const queryFile = Object.values(manifest).find((chunk) => chunk.name === 'query')?.file;
const entryFiles = closure(entryKey);
const routeKeys = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && /^src\/app\/routes\/[^/]+\.tsx$/.test(key))
  .sort();

const kb = (n) => n.toFixed(1).padStart(6);
const entryTotal = [...entryFiles].reduce((sum, file) => sum + sizeOf(file), 0);
console.log(
  `Initial JS per route, KB gzip (budget ${BUDGET_KB}, ${QUERY_BUDGET_KB} with the query library` +
    `${queryFile ? ` of ${sizeOf(queryFile).toFixed(1)} KB` : ''}); entry ${kb(entryTotal)} in ${entryFiles.size} files`,
);
if (queryFile && entryFiles.has(queryFile)) {
  console.error('The query library is in the entry: every route would start with it.');
  process.exit(1);
}
let over = 0;
for (const key of routeKeys) {
  const files = closure(key, new Set(entryFiles));
  const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  const route = key.replace(/^src\/app\/routes\/|\.tsx$/g, '');
  const withQuery = queryFile !== undefined && files.has(queryFile);
  const budget = withQuery ? QUERY_BUDGET_KB : BUDGET_KB;
  const verdict = total > budget ? 'OVER BUDGET' : withQuery ? 'ok (query)' : 'ok';
  if (total > budget) over += 1;
  console.log(`  ${route.padEnd(20)} ${kb(total)} KB in ${String(files.size).padStart(2)} files  ${verdict}`);
}
if (routeKeys.length === 0) {
  console.error('No route chunks found in the manifest (src/app/routes/*.tsx loaded lazily).');
  process.exit(2);
}
if (over > 0) {
  console.error(
    `${over} route(s) over their gzip budget of initial JS (${BUDGET_KB} KB, ${QUERY_BUDGET_KB} KB with the query library).`,
  );
  process.exit(1);
}
