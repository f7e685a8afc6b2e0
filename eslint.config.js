import { basename, dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB_SRC = resolve(import.meta.dirname, 'web/src');

/** Where an import in `file` lands inside web/src (`@/` is web/src), or null outside it. */
function webTarget(file, source) {
  const target = source.startsWith('@/')
    ? resolve(WEB_SRC, source.slice(2))
    : source.startsWith('.')
      ? resolve(dirname(file), source)
      : null;
  if (!target) return null;
  const inside = relative(WEB_SRC, target);
  return inside.startsWith('..') ? null : inside.split(sep);
}

/** Checks each static import, re-export and import() of a file. */
const onImports = (check) => ({
  ImportDeclaration: (node) => check(node.source),
  ExportNamedDeclaration: (node) => node.source && check(node.source),
  ExportAllDeclaration: (node) => check(node.source),
  ImportExpression: (node) => node.source.type === 'Literal' && check(node.source),
});

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Rules of this repository's layout (style.md): kebab-case files, web features apart. */
const repoRules = {
  rules: {
    'kebab-case-files': {
      meta: { type: 'suggestion', messages: { name: 'File names are kebab-case: {{name}}.' } },
      create: (context) => ({
        Program: (node) => {
          const name = basename(context.filename);
          if (!KEBAB_CASE.test(name)) context.report({ node, messageId: 'name', data: { name } });
        },
      }),
    },
    'web-boundaries': {
      meta: {
        type: 'problem',
        messages: {
          feature:
            'Web features never import each other ({{from}} -> {{to}}): compose them in app/routes, or move what both need to lib/, components/ or lib/api/.',
          shared: 'Shared web code ({{from}}) does not import features or the app ({{to}}).',
        },
      },
      create(context) {
        const here = relative(WEB_SRC, context.filename).split(sep);
        const feature = here[0] === 'features' ? here[1] : null;
        const shared = ['lib', 'components', 'config', 'hooks'].includes(here[0]);
        return onImports((source) => {
          const there = typeof source.value === 'string' && webTarget(context.filename, source.value);
          if (!there) return;
          if (feature && there[0] === 'features' && there[1] !== feature)
            context.report({ node: source, messageId: 'feature', data: { from: feature, to: there[1] } });
          if (shared && (there[0] === 'features' || there[0] === 'app'))
            context.report({
              node: source,
              messageId: 'shared',
              data: { from: here[0], to: there.slice(0, 2).join('/') },
            });
        });
      },
    },
  },
};

/** Reads that several features use: their fetchers and query options live in web/src/lib/api only. */
const SHARED_READS = ['getAllMovies', 'getMovieDetails', 'getCities', 'fetchBookings'];

/**
 * The packages in layers, each importing only those below it at run time:
 * contracts <- server-kit <- event-store <- workflow <- {write-api, projector} <- read-api (read
 * models' types only) <- embedded (the one-process host, and the test harness). A package's
 * production files may import the packages named here for it and nothing else of this repository
 * (not by a relative path either); specs and test kits may also import the harness.
 */
const PACKAGES = [
  'contracts',
  'server-kit',
  'event-store',
  'workflow',
  'write-api',
  'projector',
  'read-api',
  'embedded',
];
const MAY_IMPORT = {
  contracts: [],
  'server-kit': ['contracts'],
  'event-store': ['contracts', 'server-kit'],
  workflow: ['contracts', 'server-kit', 'event-store'],
  'write-api': ['contracts', 'server-kit', 'event-store', 'workflow'],
  projector: ['contracts', 'server-kit', 'event-store', 'workflow'],
  'read-api': ['contracts', 'server-kit', 'event-store'],
  embedded: ['contracts', 'server-kit', 'event-store', 'workflow', 'write-api', 'projector', 'read-api'],
};
/** Files that exist for the tests: they may import the test harness, production files may not import them. */
const TEST_FILES = [
  '**/*.spec.ts',
  '**/*-test-kit.ts',
  '**/*-kit.ts',
  '**/*-fixture.ts',
  '**/testing/**',
  '**/specs/**',
  '**/contract/**',
  '**/*.contract.ts',
];
const TEST_SUPPORT = {
  group: [
    '@cinema/*/testing',
    '@cinema/*/testing/*',
    '**/testing',
    '**/testing.ts',
    '**/testing/**',
    '**/*-test-kit*',
    '**/*-kit.ts',
    '**/*-fixture.ts',
    '**/specs/**',
  ],
  message:
    'Production code never imports test support (test kits, fixtures, `testing` entries): only specs and kits do.',
};
const otherPackages = (pkg) => PACKAGES.filter((other) => other !== pkg);

/** What a package's production files may not import (no-restricted-imports patterns). */
function layerPatterns(pkg) {
  const forbidden = otherPackages(pkg).filter((other) => !MAY_IMPORT[pkg].includes(other));
  const layer = {
    group: forbidden.flatMap((other) => [`@cinema/${other}`, `@cinema/${other}/*`]),
    message: `${pkg} imports only ${MAY_IMPORT[pkg].join(', ') || 'no other package'} (the layers in eslint.config.js): nothing runs back up or across to a sibling service.`,
  };
  const patterns = [relativeIntoOtherPackage(pkg), NEVER_IMPORTED, TEST_SUPPORT];
  if (forbidden.length === 0) return patterns;
  if (pkg !== 'read-api') return [layer, ...patterns];
  // The projector is a sibling: read-api knows its read models' types, never its code.
  return [
    { ...layer, group: [...layer.group, '!@cinema/projector/db'] },
    {
      group: ['@cinema/projector/db'],
      allowTypeImports: true,
      message: "read-api imports only the read models' types (import type) from @cinema/projector/db.",
    },
    ...patterns,
  ];
}
const relativeIntoOtherPackage = (pkg) => ({
  regex: `^(\\.\\./)+(${[...otherPackages(pkg), 'bench', 'e2e', 'web', 'scripts'].join('|')})/`,
  message: 'Another package is reached by its name and its exports, never by a relative path into its files.',
});
const NEVER_IMPORTED = {
  group: ['@cinema/e2e', '@cinema/e2e/*', '@cinema/web', '@cinema/web/*'],
  message: 'e2e and web are never imported by a service.',
};

const packageLayers = PACKAGES.flatMap((pkg) => [
  {
    files: [`${pkg}/src/**/*.ts`],
    ignores: TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: layerPatterns(pkg) }] },
  },
  {
    // Specs and kits may use the harness (embedded, fixtures); other packages still by name only.
    files: TEST_FILES.filter((glob) => glob.startsWith('**/')).map((glob) => `${pkg}/src/${glob.slice(3)}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [relativeIntoOtherPackage(pkg)] }],
    },
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    plugins: { repo: repoRules },
    rules: { 'repo/kebab-case-files': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // bulletproof-react's layout: shared code <- features <- app; a feature's tests may use the
    // app's own shared test helpers, but never another feature.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'repo/web-boundaries': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name='api'][arguments.0.value=/^(${SHARED_READS.join('|')})$/]`,
          message:
            'A read several features use lives once, in web/src/lib/api (its fetcher and queryOptions).',
        },
      ],
    },
  },
  {
    files: ['web/src/lib/api/**/*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['web/src/features/**/*.test.{ts,tsx}'],
    rules: { 'repo/web-boundaries': 'error' },
  },
  ...packageLayers,
);
