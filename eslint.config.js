import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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
 * TypeScript, so they run under Vitest too).
 */
const contractAgreementTests = [
  'src/features/chat/model/refinement-contract-agreement.test.ts',
  'src/features/chat/model/withheld-contract-agreement.test.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'supabase/functions/**',
      'bench/router/**',
      'bench/mock-vendor/**',
      'bench/clarity-eval/**',
      'bench/privacy/**',
      'bench/adversarial/pipeline-worst-case.ts',
      'test-results',
      'playwright-report',
      '.local-supabase',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.app.json', './tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, spaBoundaryZone(outsideTheSpa)] },
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
