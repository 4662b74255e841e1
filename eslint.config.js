import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['auth', 'chat', 'account', 'legal', 'password'];

/** A feature never imports another feature: each gets a zone forbidding the others. */
const featureIsolationZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'A feature never imports another feature; lift the shared piece into lib/ or components/.',
}));

/** Where the SPA sits in the layers: lower layers never import higher ones. */
const layerZones = [
  ...featureIsolationZones,
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/routes', './src/app'],
    message: 'components/ and lib/ sit below features; they never import upward.',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features sit below routes and app; they never import upward.',
  },
];

const outsideTheSpa = ['./local-supabase', './scripts', './bench', './tests', './supabase'];

function spaBoundaryZone(from) {
  return {
    target: './src',
    from,
    message: 'The SPA never imports the local stack, scripts, benchmarks or tests.',
  };
}

/**
 * The only SPA files allowed to read supabase/: the tests proving the app's schemas and the
 * route contract's agree (the contract and the kinds it names import only zod and plain
 * TypeScript, so they run under Vitest too), and the property that the app's kept changes keep
 * every fact the server's fact lock found the whole reply kept, on changes the server placed.
 */
const contractAgreementTests = [
  'src/features/chat/model/refinement-contract-agreement.test.ts',
  'src/features/chat/model/withheld-contract-agreement.test.ts',
  'src/features/chat/model/kept-changes.property.test.ts',
  'src/features/chat/api/route-events-contract-agreement.test.ts',
];

/**
 * The edge function's shared code (`supabase/functions/_shared/`), lowest layer first: a folder
 * imports only folders of the layers before its own, never one of its own layer or after it,
 * and never the function itself (`supabase/functions/route/`, which wires them all). Why this
 * order: docs/architecture.md.
 */
const functionLayers = [
  ['text'],
  ['privacy', 'env', 'clock'],
  ['contract'],
  ['http'],
  ['auth'],
  ['data'],
  ['claims', 'impact'],
  ['refinement'],
  ['clarity'],
  ['vendors'],
  ['router'],
];

const sharedCode = './supabase/functions/_shared';
const placedFolders = functionLayers.flat();
const unplacedFolders = readdirSync(sharedCode, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !placedFolders.includes(entry.name))
  .map((entry) => entry.name);
if (unplacedFolders.length > 0) {
  throw new Error(
    `eslint.config.js: place ${unplacedFolders.join(', ')} (in ${sharedCode}) in functionLayers.`,
  );
}

const functionLayerZones = functionLayers.flatMap((layer, index) =>
  layer.map((folder) => {
    const below = functionLayers.slice(0, index).flat();
    return {
      target: `${sharedCode}/${folder}`,
      from: [
        ...layer.filter((other) => other !== folder),
        ...functionLayers.slice(index + 1).flat(),
      ]
        .map((other) => `${sharedCode}/${other}`)
        .concat('./supabase/functions/route'),
      message: `_shared/${folder} imports only the layers below it (${below.join(', ') || 'none'}).`,
    };
  }),
);

/**
 * The function deploys alone: it never imports the SPA, the local stack, scripts, benchmarks or
 * tests. What its own tests share (the mock vendor among it) lives inside the boundary, in
 * `_test-support/` and `*.test-support.ts` files.
 */
const functionBoundaryZone = {
  target: './supabase/functions',
  from: ['./src', './local-supabase', './scripts', './tests', './build', './bench'],
  message:
    'The edge function never imports the SPA, the local stack, scripts, benchmarks or tests.',
};

/** Benchmarks build on the tests' machinery, never the other way: what both use is tests/support. */
const testsBoundaryZone = {
  target: './tests',
  from: './bench',
  message: 'Tests never import benchmarks: what both use lives in tests/support/.',
};

/** Benchmarks and evaluations that run on Deno, beside the function's code they measure. */
const benchOnDeno = [
  'bench/router',
  'bench/clarity-eval',
  'bench/impact-eval',
  'bench/claims-eval',
  'bench/privacy',
  'bench/adversarial/pipeline-worst-case.ts',
];
const benchOnDenoFiles = benchOnDeno.map((place) =>
  place.endsWith('.ts') ? place : `${place}/**/*.ts`,
);

/**
 * They load as the function does: none of the SPA's, the stack's or the scripts' code, and of the
 * tests only the process helpers in `tests/support/` that benchmarks and suites share.
 */
const benchOnDenoZones = [
  {
    target: benchOnDeno.map((place) => `./${place}`),
    from: ['./src', './local-supabase', './scripts', './build'],
    message: 'Benchmarks on Deno never import the SPA, the local stack or scripts.',
  },
  {
    target: benchOnDeno.map((place) => `./${place}`),
    from: './tests',
    except: ['./support'],
    message: 'Benchmarks on Deno import only tests/support/ of the tests.',
  },
];

/** The code the function runs never imports what only its tests use. */
const testSupportZone = {
  target: ['./supabase/functions/_shared', './supabase/functions/route'],
  from: './supabase/functions/_test-support',
  message: 'Only tests import _test-support/: the function never runs it.',
};

/**
 * The names of the function's import map: Deno fetches them as `npm:` packages (deno.json), so
 * they resolve to no file under node_modules. Every other import must be a relative path to a
 * file that exists, or a `node:` module.
 */
const denoImportMap = Object.keys(
  JSON.parse(readFileSync('./supabase/functions/route/deno.json', 'utf8')).imports,
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      '.local-supabase',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['supabase/functions/**', ...benchOnDenoFiles],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without these, import-x reads no TypeScript module it follows, so no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.app.json', './tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, spaBoundaryZone(outsideTheSpa), testsBoundaryZone] },
      ],
    },
  },
  {
    files: ['supabase/functions/**/*.ts', ...benchOnDenoFiles],
    languageOptions: { ecmaVersion: 2023, globals: globals.denoBuiltin },
    settings: {
      'import-x/core-modules': denoImportMap,
      'import-x/resolver-next': [createNodeResolver({ extensions: [], modules: [] })],
    },
    rules: {
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...functionLayerZones, functionBoundaryZone, ...benchOnDenoZones] },
      ],
    },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...functionLayerZones, functionBoundaryZone, testSupportZone] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.test-support.ts'],
              message: 'Only tests import *.test-support.ts: the function never runs it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: contractAgreementTests,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            spaBoundaryZone(outsideTheSpa.filter((folder) => folder !== './supabase')),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                "Import { z } from '@/lib/zod': it turns off zod's JIT, which the CSP refuses.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'No barrel index.ts files in src/: import the module itself.',
        },
      ],
    },
  },
);
