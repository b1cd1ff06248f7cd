// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * One-way imports of ARCHITECTURE.md ("Folders and who may import whom"), by folder globs.
 * A feature never imports another feature; a block never imports another block.
 */
const elements = [
  { type: 'domain', pattern: 'src/domain', mode: 'folder' },
  { type: 'api', pattern: 'src/api', mode: 'folder' },
  { type: 'platform', pattern: 'src/platform', mode: 'folder' },
  { type: 'ui', pattern: 'src/ui', mode: 'folder' },
  { type: 'i18n', pattern: 'src/i18n', mode: 'folder' },
  { type: 'engine', pattern: 'src/engine', mode: 'folder' },
  { type: 'tenant', pattern: 'src/tenant', mode: 'folder' },
  { type: 'ops', pattern: 'src/ops', mode: 'folder' },
  // shared by the server and the onboarding studio, never the storefront: the catalogue's rows and
  // their API shapes; the merchant folder's types, checks and rows
  { type: 'catalog', pattern: 'src/catalog', mode: 'folder' },
  { type: 'onboarding', pattern: 'src/onboarding', mode: 'folder' },
  { type: 'feature', pattern: 'src/features/*', mode: 'folder', capture: ['feature'] },
  { type: 'block', pattern: 'src/blocks/*', mode: 'folder', capture: ['block'] },
  { type: 'app', pattern: 'src/app', mode: 'folder' },
  { type: 'test-support', pattern: 'src/test', mode: 'folder' },
  { type: 'locales', pattern: 'locales', mode: 'folder' },
  { type: 'schemas', pattern: 'schemas', mode: 'folder' },
  // the server's rooms (ARCHITECTURE.md "The server's rooms"): the first pattern that matches names a file's room
  {
    type: 'server-base',
    mode: 'full',
    pattern: [
      'server/db/**',
      'server/log.ts',
      'server/paths.ts',
      'server/metrics.ts',
      'server/timed-job.ts',
      'server/outbox.ts',
      'server/payments/credentials.ts',
    ],
  },
  { type: 'server-config', mode: 'full', pattern: 'server/config.ts' },
  { type: 'server-orders', mode: 'full', pattern: 'server/pos/**' }, // the POS port: the orders service's outside half
  ...['http', 'sms', 'auth', 'menu', 'places', 'cdn', 'telegram', 'notify', 'orders', 'payments']
    .concat(['credentials', 'onboarding', 'admin', 'seed', 'api', 'test'])
    .map((room) => ({ type: `server-${room}`, mode: 'full', pattern: `server/${room}/**` })),
  // the rest of server/: the process (app, main, config), its pages (spa, seo, pwa) and their pictures
  { type: 'server', pattern: 'server', mode: 'folder' },
];

/** What each room of the server may import besides the storefront's rules, contract, schemas and words: rooms below it. */
const serverRooms = {
  'server-base': [],
  'server-http': ['server-base'],
  'server-sms': ['server-base', 'server-http'],
  'server-auth': ['server-base', 'server-http', 'server-sms'],
  'server-menu': ['server-base', 'server-http'],
  'server-places': ['server-base', 'server-http'],
  'server-cdn': ['server-base', 'server-http'],
  'server-telegram': ['server-base', 'server-http', 'server-auth'],
  'server-notify': ['server-base', 'server-http', 'server-sms', 'server-telegram'],
  'server-orders': ['server-base', 'server-http', 'server-menu', 'server-places', 'server-notify'],
  'server-payments': ['server-base', 'server-http', 'server-orders'],
  'server-onboarding': ['server-base', 'server-http', 'server-cdn'],
  'server-credentials': ['server-base'],
  'server-admin': ['server-base', 'server-http', 'server-cdn', 'server-onboarding', 'server-credentials'],
  'server-seed': ['server-base', 'server-http', 'server-cdn', 'server-onboarding'],
  'server-config': [
    'server-base',
    'server-cdn',
    'server-notify',
    'server-orders',
    'server-payments',
    'server-telegram',
  ],
  'server-api': [
    'server-base',
    'server-config',
    'server-http',
    'server-auth',
    'server-sms',
    'server-menu',
    'server-places',
    'server-cdn',
    'server-telegram',
    'server-notify',
    'server-orders',
    'server-payments',
  ],
};
/** What the process and the server's tests may import besides the server: every shared room. */
const shared = ['api', 'catalog', 'onboarding', 'schemas', 'locales'];
const everyServerRoom = [...Object.keys(serverRooms), 'server-api', 'server', 'server-test'];

const base = ['domain'];
/** The server rooms that read or write a merchant's folder. */
const folderRooms = new Set(['server-onboarding', 'server-admin', 'server-seed']);
const rules = [
  { from: 'domain', allow: ['domain'] },
  { from: 'catalog', allow: [...base, 'api', 'catalog'] },
  { from: 'onboarding', allow: [...base, 'api', 'catalog', 'schemas', 'locales', 'onboarding'] },
  { from: 'api', allow: [...base, 'api'] },
  { from: 'platform', allow: [...base, 'platform'] },
  { from: 'ui', allow: [...base, 'ui'] },
  { from: 'i18n', allow: [...base, 'i18n', 'platform', 'locales'] },
  { from: 'engine', allow: [...base, 'engine', 'schemas'] },
  { from: 'tenant', allow: [...base, 'tenant', 'engine', 'api', 'platform', 'ui', 'i18n'] },
  // the staff desk: never features or blocks, and they never import it
  { from: 'ops', allow: [...base, 'ops', 'api', 'platform', 'ui', 'i18n', 'tenant', 'locales'] },
  {
    from: 'feature',
    allow: [
      ...base,
      'api',
      'platform',
      'ui',
      'i18n',
      'engine',
      'tenant',
      ['feature', { feature: '${from.feature}' }],
    ],
  },
  {
    from: 'block',
    allow: [
      ...base,
      'api',
      'platform',
      'ui',
      'i18n',
      'engine',
      'tenant',
      'feature',
      ['block', { block: '${from.block}' }],
    ],
  },
  {
    from: 'app',
    allow: [
      ...base,
      'api',
      'platform',
      'ui',
      'i18n',
      'engine',
      'tenant',
      'feature',
      'block',
      'app',
      'ops',
      'locales',
      'schemas',
    ],
  },
  // the server checks a layout's labels against the storefront's strings
  ...Object.entries(serverRooms).map(([room, below]) => ({
    from: room,
    allow: [
      ...base,
      'api',
      'catalog',
      ...(folderRooms.has(room) ? ['onboarding'] : []),
      'schemas',
      'locales',
      room,
      ...below,
    ],
  })),
  { from: 'server', allow: [...base, ...shared, ...everyServerRoom] },
  { from: 'server-test', allow: [...base, ...shared, ...everyServerRoom] },
  {
    from: 'test-support',
    allow: [
      ...base,
      'api',
      'platform',
      'ui',
      'i18n',
      'engine',
      'tenant',
      'feature',
      'block',
      'app',
      'test-support',
      'locales',
      'schemas',
    ],
  },
];

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
          ],
        },
      ],
    },
  },
);
