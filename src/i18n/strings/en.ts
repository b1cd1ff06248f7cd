/** Every storefront namespace of one language, in one chunk (the staff desk's ops*.json and the courier app's courier*.json are their own). */
export default import.meta.glob<Record<string, unknown>>(
  ['../../../locales/en/*.json', '!../../../locales/en/ops*.json', '!../../../locales/en/courier*.json'],
  { eager: true, import: 'default' },
);
