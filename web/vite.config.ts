/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { isPageChunk, readSpaPaths, routePreloads } from './build/route-preloads.ts';

const spaPaths = readSpaPaths();

/** The read/write APIs and Socket.IO answer on one origin in the embedded default. */
const backend = 'http://localhost:3000';
const proxy = {
  '/api': { target: backend, changeOrigin: true },
  '/socket.io': { target: backend, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // A page's files are preloaded from index.html's route map (build/route-preloads.ts), on the
    // first visit and on each navigation: the entry needs no second copy of every page's list.
    modulePreload: {
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[\w-]{8}\.js$/.test(hostId) && isPageChunk(file, spaPaths)
          ? []
          : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The query library with the app's client, provider and keys: every page that reads
            // server state needs all of them at once, so one file instead of four.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/](query-client|query-provider|api[\\/]query-keys)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // Small modules the catalogue pages share (the scroll row, the movie card, its poster and
            // their helpers): each was a request of its own, ~1.3 KB apiece, on a first visit, and
            // over HTTP/1.1 every six requests cost a round trip before the page could draw.
            {
              name: 'page-kit',
              test: /src[\\/](components[\\/]ui[\\/]scroll-row|features[\\/]movies[\\/](utils[\\/](day-names|booking-state)|components[\\/](movie-card|ui[\\/](styles|responsive-image|first-posters-gate))))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            { name: 'form', test: /src[\\/]components[\\/]form[\\/]/, includeDependenciesRecursively: false },
            // The contracts' constants and messages (`@cinema/contracts/browser`, no zod, and each
            // feature's texts), shared by the entry, the pages and the contracts' runtime: one file
            // where there were ten, so a first visit makes nine fewer requests before it can draw.
            {
              name: 'texts',
              test: /contracts[\\/]src[\\/](browser|spa-paths|common[\\/](constants|messages|position|hierarchy|money|dates)|shows[\\/](seat-codes|cancel-texts|edit-texts)|catalog[\\/]screen-texts|counter[\\/]counter-texts|bookings[\\/]booking-texts)\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
