import { describe, expect, it } from 'vitest';
import { readValidConfig } from './read-folder';
import { tableQrPage, tableUrl } from './table-qr';

const demo = readValidConfig('server/seed/demo');

describe('table QR codes', () => {
  it('prints one code per table of every branch, named, with the link it opens', async () => {
    const page = await tableQrPage(demo);
    const tables = demo.branches.branches.flatMap((b) => b.tables ?? []);
    expect(page.count).toBe(tables.length);
    expect(page.html.match(/<svg/g)).toHaveLength(tables.length);
    expect(page.html).toContain('https://demo.dasturxon.uz/t/chilonzor/5');
    expect(page.html).toContain('Ayvon, 20-stol · Терраса, стол 20');
    expect(page.html).toContain('5-stol · Стол 5');
  });
  it("names a table in the main language where a language was left out (a ru-only merchant's folder)", async () => {
    const [first, ...rest] = demo.branches.branches;
    const ruOnly = {
      ...demo,
      settings: { ...demo.settings, mainLanguage: 'ru' as const, uzLangActive: false },
      branches: {
        ...demo.branches,
        branches: [{ ...first!, tables: [{ id: 7, name: { ru: 'Веранда' } }] }, ...rest],
      },
    };
    const page = await tableQrPage(ruOnly);
    expect(page.html).toContain('Веранда · Веранда');
    expect(page.html).not.toContain('undefined');
  });
  it("uses the merchant's domain or the given address, or the Mini App link", () => {
    expect(tableUrl(demo, 'chilonzor', 5, { base: 'http://localhost:8080/' })).toBe(
      'http://localhost:8080/t/chilonzor/5',
    );
    expect(tableUrl({ ...demo, settings: { ...demo.settings, domain: 'osh.uz' } }, 'a', 1)).toBe(
      'https://osh.uz/t/a/1',
    );
    expect(tableUrl(demo, 'chilonzor', 5, { telegram: true })).toBe(
      'https://t.me/dasturxon_demo_bot?startapp=table_chilonzor_5',
    );
  });
});
