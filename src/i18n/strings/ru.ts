/** Every storefront namespace of one language, in one chunk (the staff desk's strings are its own). */
export default import.meta.glob<Record<string, unknown>>(
  ['../../../locales/ru/*.json', '!../../../locales/ru/ops.json'],
  { eager: true, import: 'default' },
);
