import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layers of eslint.config.js, run on one-line files placed in each package (never written to
// disk): an import that runs back up, across to a sibling service or into test support fails lint.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const x = 1;\n`, { filePath: file });
  return result!.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('package layers (eslint.config.js)', () => {
  // The first run loads the config and its plugins.
  beforeAll(() => layerErrors('contracts/src/a.ts', ''), 60_000);

  it.each([
    [
      'write-api/src/shows/a.ts',
      "import { allProjections } from '@cinema/projector';",
      'across to the projector',
    ],
    ['projector/src/shows/a.ts', "import { createApp } from '@cinema/write-api';", 'across to write-api'],
    ['workflow/src/outbox/a.ts', "import { allProjections } from '@cinema/projector';", 'up from workflow'],
    ['event-store/src/a.ts', "import { startReactors } from '@cinema/workflow';", 'up from the event store'],
    ['contracts/src/a.ts', "import { createPool } from '@cinema/server-kit';", 'up from contracts'],
    [
      'read-api/src/a.ts',
      "import { migrateReadModels } from '@cinema/projector';",
      "to the projector's code",
    ],
    [
      'read-api/src/a.ts',
      "import { ReadDatabase } from '@cinema/projector/db';",
      'a value import of the read models',
    ],
    ['read-api/src/a.ts', "import { startWorkflow } from '@cinema/write-api';", 'across to write-api'],
    [
      'write-api/src/a.ts',
      "import { testSystem } from '@cinema/embedded/testing';",
      'to the host and its harness',
    ],
    ['projector/src/a.ts', "import { createSystem } from '@cinema/embedded';", 'to the host'],
    [
      'write-api/src/shows/a.ts',
      "import { givenCity } from '../catalog/cinemas/cinema-test-kit.ts';",
      'to a test kit',
    ],
    [
      'write-api/src/shows/a.ts',
      "import { migrate } from '../../../projector/src/infra/db/migrate.ts';",
      'by a path',
    ],
    ['write-api/src/shows/a.ts', "import { seed } from '../../../bench/lib/booking-seed.ts';", 'to bench'],
  ])('%s: %s fails (%s)', async (file, code) => {
    expect(await layerErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['write-api/src/shows/a.ts', "import { startReactors } from '@cinema/workflow';"],
    ['projector/src/shows/a.ts', "import { startProjector } from '@cinema/workflow';"],
    ['workflow/src/outbox/a.ts', "import { openEventStore } from '@cinema/event-store';"],
    ['read-api/src/a.ts', "import type { ReadDatabase } from '@cinema/projector/db';"],
    ['embedded/src/a.ts', "import { createApp } from '@cinema/write-api';"],
    ['write-api/src/shows/a.int.spec.ts', "import { testSystem } from '@cinema/embedded/testing';"],
    [
      'write-api/src/shows/a.int.spec.ts',
      "import { givenCity } from '../catalog/cinemas/cinema-test-kit.ts';",
    ],
  ])('%s: %s passes', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
