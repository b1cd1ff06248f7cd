import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The three languages keep one key set per namespace, with no empty strings. */
const dir = import.meta.dirname;
const langs = ['uz', 'ru', 'en'];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as object).flatMap(leaves);
}

describe('locales', () => {
  const namespaces = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));
  it('have the same namespaces in every language', () => {
    for (const lang of langs)
      expect(
        readdirSync(join(dir, lang))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...namespaces].sort());
  });
  it.each(namespaces)('%s has the same keys in uz, ru and en, none empty', (ns) => {
    const docs = langs.map((lang) => JSON.parse(readFileSync(join(dir, lang, ns), 'utf8')));
    const [uz, ru, en] = docs.map((d) => keys(d).sort());
    expect(ru).toEqual(en);
    expect(uz).toEqual(en);
    for (const d of docs) expect(leaves(d).filter((s) => s.trim() === '')).toEqual([]);
  });
});
