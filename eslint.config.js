import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const PWA_FEATURES = ['auth', 'complaints', 'reports', 'users', 'inspections', 'positions', 'authority'];

/** The shared layers of the PWA and what each may not import (shared → features → app). */
const restrict = (regex, message) => ({ regex, message });
const FEATURES = restrict('(^|/)features/', 'Shared layers know no feature: the feature registers itself from app/.');
const APP = restrict('(^|/)app/', 'Shared layers do not import the app layer.');
const TRANSPORT = {
  regex: '(^|/)api/http\\.ts$',
  importNames: ['apiRequest', 'apiBlob'],
  message: 'Call endpoints through call()/callFile() of api/call.ts, by their name in the endpoint table.',
};
const sharedLayerBoundaries = [
  // Tests of sync/ and db/ may run the engine with the app's real kinds of queued writes.
  {
    files: ['apps/pwa/src/sync/**/*.{ts,tsx}', 'apps/pwa/src/db/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    patterns: [FEATURES, APP, TRANSPORT],
  },
  { files: ['apps/pwa/src/api/**/*.{ts,tsx}'], patterns: [FEATURES, APP] },
  {
    files: ['apps/pwa/src/lib/**/*.{ts,tsx}'],
    patterns: [FEATURES, APP, restrict('(^|/)(api|sync|db)/', 'lib/ is the bottom layer: it imports no api/, sync/ or db/.')],
  },
].map(({ files, ignores, patterns }) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

/** A feature never imports another feature (bulletproof-react); shared → features → app. */
const featureBoundaries = PWA_FEATURES.map((feature) => ({
  files: [`apps/pwa/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)features/(?!${feature}/)[^/]+`,
            message: 'A feature never imports another feature; move shared code to lib/, api/ or shared-types.',
          },
          { regex: '(^|/)app/', message: 'Features do not import the app layer.' },
          TRANSPORT,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dev-dist/**', 'data/**', '**/e2e/screenshots/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['apps/pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: 'apps/api|@reclamos/api', message: 'The PWA never imports the API; share through packages/shared-types.' }] },
      ],
    },
  },
  {
    files: ['packages/shared-types/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(react|fastify|knex|dexie)', message: 'The contract depends on no app framework.' }] },
      ],
    },
  },
  {
    files: ['apps/pwa/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files inside an app: import from the module itself.' },
      ],
    },
  },
  {
    // A route exists only through its entry in the contract's endpoint table (routes/define-route.ts).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/routes/define-route.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/][callee.object.name=/^(app|api|fastify|instance|server)$/]",
          message:
            'Register routes with defineRoute(app, name, handler): every endpoint has its entry in packages/shared-types/src/endpoint-routes.ts and endpoints.ts.',
        },
      ],
    },
  },
  {
    // Scripts reach a migration's seed lists and the API's repositories only through their own
    // modules (scripts/support/seeds.ts, scripts/support/api-internals.ts), so those two files are
    // the whole surface a migration or repository change has to keep working for scripts.
    files: ['scripts/**/*.ts'],
    ignores: ['scripts/support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('(^|/)migrations/', 'Scripts read seed lists from scripts/support/seeds.ts, never from a migration.'),
            restrict('(^|/)apps/api/src/plugins/', 'Scripts reach API internals only through scripts/support/api-internals.ts.'),
          ],
        },
      ],
    },
  },
  {
    // Tests read untyped JSON answers on purpose: the assertions are the type check there.
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  ...featureBoundaries,
  ...sharedLayerBoundaries,
);
