// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

import { elements, rules } from './eslint.rooms.js';

export default tseslint.config(
  {
    ignores: [
      'dist*',
      '.builds',
      'storybook-static',
      'node_modules',
      '.data',
      '.cache/**',
      'src/api/schema.d.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // files past 300 lines get split (ARCHITECTURE.md); generated files are ignored (below)
      'max-lines': ['error', { max: 300 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // what a script writes from a schema is as long as the schema is
    files: ['**/*.gen.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'server/**/*', 'locales/**/*', 'schemas/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json', '.d.ts'] } },
    },
    rules: {
      'boundaries/element-types': ['error', { default: 'disallow', rules }],
      'boundaries/no-unknown': 'error',
    },
  },
  {
    // no module reaches itself through its imports, types included (a cycle is a room that is
    // really one room, or a type in the wrong place)
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A component test renders its room inside the shared test storefront (src/test); the rest keeps the rules.
    files: ['src/**/*.test.tsx'],
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: rules.map((r) =>
            r.from === 'test-support' ? r : { ...r, allow: [...r.allow, 'test-support'] },
          ),
        },
      ],
    },
  },
  {
    // HTTP answers read by tests are untyped JSON; production code keeps the rule.
    files: ['server/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Third-party SDKs live behind one wrapper each (STYLE.md): only src/platform may import them.
    files: ['src/**/*.{ts,tsx}'],
    // the folder's checks compile its schemas: the CLI, the admin API and the studio run them, the storefront never
    ignores: ['src/platform/**', 'src/onboarding/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@twa-dev/sdk', message: 'Use the Telegram adapter in src/platform.' },
            { name: '@pbe/react-yandex-maps', message: 'Use the map adapter in src/platform.' },
            { name: 'react-leaflet', message: 'Use the map adapter in src/platform.' },
            { name: 'leaflet', message: 'Use the map adapter in src/platform.' },
            { name: 'ajv', message: 'The browser ships no schema compiler: use the generated validators.' },
            {
              name: 'wouter',
              importNames: ['Link'],
              message: "Use src/ui/link: wouter's Link draws itself again at every navigation.",
            },
          ],
        },
      ],
    },
  },
);
