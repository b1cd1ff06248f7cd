/** JSON with every object's keys in order (the database's jsonb keeps its own order). */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** FNV-1a over the text's UTF-16 units, from a seed: 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A short fingerprint of what a storefront draws from its merchant (settings, layout, name,
 * colour, theme, logo), the same on the server and in the browser whatever order the keys come in:
 * an open page that sees another one knows the merchant was changed.
 */
export function configVersion(parts: readonly unknown[]): string {
  const text = stableJson(parts);
  return `${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x01000193)}`.slice(0, 12);
}
