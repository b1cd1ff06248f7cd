// @ts-check
/* The import rules of ARCHITECTURE.md, read by eslint.config.js: the rooms (elements) and who may import whom (rules). */

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
  { type: 'courier', pattern: 'src/courier', mode: 'folder' },
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
      'server/events/**', // the one bus of live events: every room may announce
      'server/payments/credentials.ts',
    ],
  },
  { type: 'server-orders', mode: 'full', pattern: 'server/pos/**' }, // the POS port: the orders service's outside half
  { type: 'server-config', mode: 'full', pattern: 'server/config.ts' },
  ...['http', 'sms', 'auth', 'menu', 'places', 'cdn', 'telegram', 'notify', 'orders', 'payments']
    .concat(['credentials', 'onboarding', 'admin', 'seed', 'api', 'test', 'reports', 'manage', 'delivery'])
    .concat(['campaigns'])
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
  'server-delivery': ['server-base', 'server-http', 'server-orders'],
  'server-onboarding': ['server-base', 'server-http', 'server-cdn'],
  'server-credentials': ['server-base'],
  'server-admin': ['server-base', 'server-http', 'server-cdn', 'server-onboarding', 'server-credentials'],
  'server-seed': ['server-base', 'server-http', 'server-cdn', 'server-onboarding'],
  'server-manage': ['server-base', 'server-http', 'server-cdn', 'server-onboarding', 'server-config'],
  'server-reports': ['server-base', 'server-http', 'server-telegram', 'server-notify'],
  // campaigns (issue #47): the customers' segments, the bots, web push and SMS
  'server-campaigns': [
    'server-base',
    'server-http',
    'server-auth',
    'server-sms',
    'server-telegram',
    'server-notify',
    'server-reports',
  ],
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
    'server-reports',
    'server-manage',
    'server-delivery',
    'server-campaigns',
  ],
};
/** What the process and the server's tests may import besides the server: every shared room. */
const shared = ['api', 'catalog', 'onboarding', 'schemas', 'locales'];
const everyServerRoom = [...Object.keys(serverRooms), 'server-api', 'server', 'server-test'];
const base = ['domain'];
/** The server rooms that read or write a merchant's folder. */
const folderRooms = new Set(['server-onboarding', 'server-admin', 'server-seed', 'server-manage']);
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
  // the courier app: the same rules as the desk
  { from: 'courier', allow: [...base, 'courier', 'api', 'platform', 'ui', 'i18n', 'tenant', 'locales'] },
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
      'courier',
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

export { elements, rules };
