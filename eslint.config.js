import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The repository's root: zones and folders below are read from it, wherever ESLint is run from. */
const root = import.meta.dirname;

/** Feature folders of the web app: a feature never imports another feature's insides. */
const webFeatures = fs.existsSync(path.join(root, 'apps/web/src/features'))
  ? fs
      .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move the shared piece to src/components or src/lib.',
}));

/**
 * API modules are fenced like web features (issue 14): a module reaches another only through that
 * module's public `index.ts`. The composition roots (app.ts, services.ts, routes.ts, events.ts,
 * background.ts, config.ts) and tests may reach inside; tests set up data through repositories.
 */
const apiModules = fs.existsSync(path.join(root, 'apps/api/src/modules'))
  ? fs
      .readdirSync(path.join(root, 'apps/api/src/modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const apiModuleZones = apiModules.map((module) => ({
  target: `./apps/api/src/modules/${module}`,
  from: './apps/api/src/modules',
  except: [`./${module}`, ...apiModules.filter((m) => m !== module).map((m) => `./${m}/index.ts`)],
  message: "A module reaches another only through that module's index.ts (its public surface).",
}));

/** The API's composition roots: they build the app from the modules and plugins. */
const apiRoots = ['./apps/api/src/app.ts', './apps/api/src/services.ts', './apps/api/src/routes.ts', './apps/api/src/events.ts'];

/** Import direction of the web app and the API, and the zones between contracts and the apps. */
const layerZones = [
  // Import direction: app -> features -> shared (components, lib, locales).
  ...featureZones,
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features never import the app layer.' },
  // The typed API client (src/api): one module per endpoint shared by the features, below them.
  {
    target: './apps/web/src/api',
    from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/components'],
    message: 'The API client never imports features, the app layer or components.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/locales'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code never imports features or the app layer.',
  },
  // API: shared layers never reach into modules, plugins or the app builder.
  {
    target: ['./apps/api/src/lib', './apps/api/src/db', './apps/api/src/providers'],
    from: ['./apps/api/src/modules', './apps/api/src/plugins', ...apiRoots],
    message: 'lib, db and providers are below modules and plugins.',
  },
  { target: './apps/api/src/modules', from: apiRoots, message: 'Modules never import the app builder.' },
  // contracts depends on zod and a few validation libraries, never on the apps.
  { target: './packages/contracts', from: './apps', message: 'contracts never imports the apps.' },
  { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
  { target: './apps/web', from: './apps/api', message: 'The web app never imports the API.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/coverage/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    // Without a resolver for .ts files and the web app's `@/` alias, the zones below never match.
    settings: {
      // no-cycle reads the imported files themselves: with TypeScript's parser, for these extensions.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'], alias: { '@': [path.join(root, 'apps/web/src')] } }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // No module imports itself back through others (issue 30, item 6): a cycle's modules load in an
      // order nobody chose. Type-only imports count too: the types then belong to a third module.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [...layerZones, ...apiModuleZones],
        },
      ],
    },
  },
  {
    // Type-aware rules (issue 14): a promise is awaited, returned or explicitly voided, never dropped,
    // and never handed where a callback's result is ignored (event handlers take `() => void x()`).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    // Tool configurations and build scripts outside the tsconfigs: typed with default options.
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['apps/api/*.config.ts', 'apps/web/scripts/*.ts'] }, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The web app calls the API through the generated operations (issue 30, decision 145): an API
    // path written by hand (a string or a template) is refused; tests build mocks from the same table.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.gen.ts', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Import paths such as '../api/get-candidates' are features' own folders, not the API.
          selector: 'Literal[value=/^(\\/|https?:\\/\\/[^\\/]*\\/)api\\//]',
          message:
            'Call the API through `call`/`download`/`urlOf` with an operation of @app/contracts/operations.gen: no hand-written /api/ path.',
        },
        {
          selector: 'TemplateElement[value.raw=/\\/api\\//]',
          message:
            'Call the API through `call`/`download`/`urlOf` with an operation of @app/contracts/operations.gen: no hand-written /api/ path.',
        },
      ],
    },
  },
  {
    // Mail templates: values go in as JSX, React escapes them (decision 080).
    files: ['apps/api/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Pass values as JSX children or attributes: React escapes them.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**', 'bench/**', 'apps/api/src/db/cli/**', 'apps/api/test/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests set up their data through other modules' repositories: only the layer zones hold there.
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
);
