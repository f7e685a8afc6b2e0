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
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false },
            { name: 'form', test: /src[\\/]components[\\/]form[\\/]/, includeDependenciesRecursively: false },
            // The contracts' constants and messages that start-up needs (`@cinema/contracts/browser`,
            // no zod), shared by the entry and the contracts' runtime: one file where there were
            // three, so every first visit makes two fewer requests before it can draw (0.1 KB less).
            {
              name: 'texts',
              test: /contracts[\\/]src[\\/](browser|spa-paths|common[\\/](constants|messages|position|hierarchy)|shows[\\/]seat-codes)\.ts$/,
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
