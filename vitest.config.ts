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
          // Files run one after another in one worker that keeps its imported modules: importing the
          // whole server again for each of ~85 files cost about 4 minutes of a CI run. Suites own
          // their systems (fresh schemas, ports, outboxes); spies are put back after each test.
          isolate: false,
          restoreMocks: true,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
