/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';

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
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
