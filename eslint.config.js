import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROOT = import.meta.dirname;
/** The folders of a directory, read at lint time: a slice created today is guarded today. */
const foldersOf = (dir) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const PWA = 'apps/pwa/src';
const PWA_FEATURES = foldersOf(`${PWA}/features`);
const API = 'apps/api/src';
/** The API's slices: every folder of apps/api/src but the platform they share and the commands. */
const API_SLICES = foldersOf(API).filter((name) => !['platform', 'cli'].includes(name));
/** A shared layer's own tests may run the app's real kinds of queued writes (sync/, db/). */
const notTests = (dir) => `${dir}/**/!(*.test|*.test-support).{ts,tsx}`;

/**
 * What may not import what, checked on resolved paths (an import's text may say `../x`, its file
 * is what counts). PWA: lib/ at the bottom, the shared api/, db/ and sync/ on it, features above
 * them (never one another), app/ on top. API: slices use the platform, never the other way.
 * Nothing in an app imports another app's source, and scripts reach no test code.
 */
const BOUNDARIES = [
  ...PWA_FEATURES.map((feature) => ({
    target: `${PWA}/features/${feature}`,
    from: `${PWA}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature; move what both need to lib/, api/ or the contract.',
  })),
  { target: `${PWA}/features`, from: `${PWA}/app`, message: 'Features do not import the app layer; app/ wires the features in.' },
  {
    target: [notTests(`${PWA}/sync`), notTests(`${PWA}/db`), `${PWA}/api`],
    from: [`${PWA}/features`, `${PWA}/app`],
    message: 'The shared layers (api/, db/, sync/) know no feature and no app layer: features register themselves from app/.',
  },
  {
    target: `${PWA}/lib`,
    from: [`${PWA}/features`, `${PWA}/app`, `${PWA}/api`, `${PWA}/sync`, `${PWA}/db`],
    message: 'lib/ is the bottom layer: it imports no feature, app/, api/, sync/ or db/.',
  },
  { target: 'apps/pwa', from: 'apps/api', message: 'The PWA never imports the API; share through packages/shared-types.' },
  { target: 'apps/api', from: 'apps/pwa', message: 'The API never imports the PWA; share through packages/shared-types.' },
  {
    target: `${API}/platform`,
    from: API_SLICES.map((slice) => `${API}/${slice}`),
    message: 'The platform knows no slice: a slice registers its repositories, jobs and routes itself (see app.ts).',
  },
  { target: `${API}`, from: 'apps/api/test', message: 'The API does not import its tests.' },
  { target: 'packages/shared-types', from: 'apps', message: 'The contract imports no app.' },
  {
    target: 'packages/documents',
    from: 'apps',
    message: 'The documents are drawn by the same code on the phone and on the server: they import no app (pass fonts and images in).',
  },
  {
    target: ['scripts/!(support)/**', 'scripts/*.ts'],
    from: 'migrations',
    message: 'Scripts read seed lists from scripts/support/seeds.ts, never from a migration.',
  },
  {
    target: ['scripts/!(support)/**', 'scripts/*.ts'],
    from: API_SLICES.map((slice) => `${API}/${slice}/**/*-repository.ts`),
    message: "Scripts reach the API's repositories only through scripts/support/api-internals.ts.",
  },
  { target: 'scripts', from: ['apps/api/test', 'apps/pwa/e2e'], message: 'Scripts import no test code; tests may import scripts/support.' },
];

/** Calls go through call() of api/call.ts, by their name in the endpoint table. */
const TRANSPORT = {
  regex: '(^|/)api/http\\.ts$',
  importNames: ['apiRequest', 'apiBlob'],
  message: 'Call endpoints through call()/callFile() of api/call.ts, by their name in the endpoint table.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dev-dist/**', 'data/**', '**/e2e/screenshots/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: ROOT },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // The only block that sets this rule: every boundary in one list, none erased by a later block.
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARIES }],
    },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['apps/pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  // The two blocks that set no-restricted-imports cover files that do not overlap.
  {
    files: ['packages/shared-types/**/*.ts', 'packages/documents/**/*.ts'],
    // Tests run in Node only and read fixtures from disk.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react|fastify|knex|dexie)', message: 'The contract and the documents depend on no app framework.' },
            { regex: '^node:', message: 'The contract and the documents run in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  {
    files: [`${PWA}/features/**/*.{ts,tsx}`, `${PWA}/sync/**/*.{ts,tsx}`, `${PWA}/db/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [TRANSPORT] }] },
  },
  {
    files: [`${PWA}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files inside an app: import from the module itself.' },
      ],
    },
  },
  {
    // A route exists only through its entry in the contract's endpoint table (platform/http/define-route.ts).
    files: [`${API}/**/*.ts`],
    ignores: [`${API}/platform/http/define-route.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/][callee.object.name=/^(app|api|fastify|instance|server)$/]",
          message:
            "Register routes with defineRoute(app, name, handler): every endpoint has its entry in its slice's routes.ts and endpoints.ts in packages/shared-types.",
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
);
