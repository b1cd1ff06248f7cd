import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig, type MerchantConfig } from '../../src/onboarding/config';
import { importConfig } from '../onboarding/import';
import { readValidConfig } from '../onboarding/read-folder';
import { DATABASES, headers, startTestServer, type TestServer } from './harness';

/** Every text of the folder without its English ("eng") — as a ru/uz merchant writes it. */
function withoutEnglish<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutEnglish) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'eng')
        .map(([k, v]) => [k, withoutEnglish(v)]),
    ) as T;
  return value;
}

/** The sample folder as a Russian-first merchant offering Russian and Uzbek only. */
function ruUzFolder(): MerchantConfig {
  const config = readValidConfig('schemas/fixtures/merchants/samarqand');
  const { images, ...files } = config;
  return {
    ...withoutEnglish(files),
    settings: { ...withoutEnglish(config.settings), engLangActive: false, mainLanguage: 'ru' },
    images,
  } as MerchantConfig;
}

describe('the languages a merchant offers decide the texts it writes', () => {
  it('takes a ru/uz folder with no English anywhere', () => {
    expect(validateConfig(ruUzFolder())).toEqual([]);
  });

  it('names a text missing an offered language, and an empty one, in words', () => {
    const folder = ruUzFolder();
    const [first, ...rest] = folder.menu.products;
    folder.menu.products = [{ ...first!, name: { ru: 'Плов' } }, ...rest];
    folder.menu.categories[0]!.name = { ru: 'Горячее', uz: '' };
    expect(validateConfig(folder)).toEqual([
      {
        file: 'menu.json',
        path: '/categories/0/name/uz',
        message: 'the Uzbek text is empty: the merchant offers Uzbek, write it (or turn uzLangActive off)',
      },
      {
        file: 'menu.json',
        path: '/products/0/name',
        message: 'needs its Uzbek text ("uz"): the merchant offers Uzbek',
      },
    ]);
    // English offered again: every text needs it
    const english = { ...ruUzFolder(), settings: { ...ruUzFolder().settings, engLangActive: true } };
    expect(validateConfig(english).some((p) => p.message.includes('needs its English text ("eng")'))).toBe(
      true,
    );
  });
});

describe.each(DATABASES)('a ru/uz merchant imported on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('shows its main language where it wrote no English', async () => {
    const folder = ruUzFolder();
    const id = await importConfig(server.db, folder);
    const menu = await server.call({
      method: 'GET',
      url: '/api/products/v1/overalls?type=WEB',
      headers: headers(id),
    });
    const [plov] = menu.body.products as { name: { uz: string; ru: string; eng: string } }[];
    expect(plov?.name.eng).toBe(plov?.name.ru);
    expect(plov?.name.ru).toBe(folder.menu.products[0]!.name.ru);
  });
});
