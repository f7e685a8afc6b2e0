import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', 'e2e/**'];

export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['*/src/**/*.unit.spec.ts', 'scripts/*.unit.spec.ts'],
          exclude: ignored,
        },
      },
      {
        test: {
          name: 'int',
          include: ['*/src/**/*.int.spec.ts'],
          exclude: ignored,
          // One embedded PGlite (and, with DATABASE_URL, one fresh PostgreSQL database) per run.
          globalSetup: ['./scripts/test-databases.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
          // Two cores: suites share one embedded database, so run files one after another.
          fileParallelism: false,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
