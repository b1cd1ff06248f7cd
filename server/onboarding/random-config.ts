import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MerchantConfig } from '../../src/onboarding/config';
import { FISCAL_CODES, RANDOM_SECRETS } from './random-payments';

/**
 * Seeded random merchant configurations that `validateConfig` accepts: every setting of the
 * settings schema drawn from what the schema allows (a new setting is drawn without a change
 * here), any block on any page, menus from empty to long, colours from white to black, and the
 * names a merchant might really type — long, short, with a 60-letter word, in three languages.
 * The same seed gives the same folder, so a failure can be opened again.
 */

const root = join(import.meta.dirname, '..', '..', 'schemas');
/** the parts of a JSON Schema the drawing reads */
type Schema = Partial<{ type: string | string[]; enum: unknown[]; minimum: number; maximum: number }> &
  Partial<{ properties: Record<string, Schema>; $ref: string }>;
const readSchema = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown;
const settingsSchema = readSchema('merchant-settings.schema.json') as Schema;
const layoutSchema = readSchema('layout.schema.json') as {
  properties: { pages: { properties: Record<string, unknown> } };
  $defs: { block: { properties: { type: { enum: string[] } } } };
};
const PAGE_NAMES = Object.keys(layoutSchema.properties.pages.properties);
const BLOCK_TYPES = layoutSchema.$defs.block.properties.type.enum;
const IMAGES_DIR = join(root, 'fixtures', 'images');
const IMAGES = readdirSync(IMAGES_DIR).filter((f) => f.endsWith('.svg'));
const TG = 'TG' as const;

/** mulberry32: small, fast, good enough to draw test data from a seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const chance = (p: number) => next() < p;
  const some = <T>(items: readonly T[], max = items.length): T[] =>
    items.filter(() => chance(0.5)).slice(0, max);
  return { next, int, pick, chance, some };
}
type Rng = ReturnType<typeof generator>;

const WORDS = {
  uz: [
    'osh',
    "sho'rva",
    'somsa',
    'lagmon',
    'manti',
    'shashlik',
    'non',
    'choy',
    'salat',
    'qozon',
    'kabob',
    'achchiq',
  ],
  ru: [
    'плов',
    'суп',
    'самса',
    'лагман',
    'манты',
    'шашлык',
    'лепёшка',
    'чай',
    'салат',
    'казан',
    'кебаб',
    'острый',
  ],
  eng: [
    'plov',
    'soup',
    'somsa',
    'lagman',
    'dumplings',
    'kebab',
    'bread',
    'tea',
    'salad',
    'cauldron',
    'grill',
    'spicy',
  ],
};
const LONG_WORD = 'Qovurilganmolgoshtlisabzavotlishirinqalampirlisouslilagmon60';
const hex = (rng: Rng) =>
  `#${rng.pick(['FFFFFF', '000000', 'FCE000', '7C3AED', '0E7490', 'E11D48', '16A34A', 'F97316', '1E293B', 'FDE68A'])}`;
const randomHex = (rng: Rng) =>
  rng.chance(0.5) ? hex(rng) : `#${rng.int(0, 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`;

/** A name in three languages: usually a few words, sometimes long, sometimes one unbroken 60-letter word. */
function name(rng: Rng, words = 2) {
  const lang = (l: keyof typeof WORDS) => {
    if (rng.chance(0.05)) return LONG_WORD;
    const n = rng.chance(0.1) ? rng.int(6, 12) : rng.int(1, words);
    const text = Array.from({ length: n }, () => rng.pick(WORDS[l])).join(' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return { uz: lang('uz'), ru: lang('ru'), eng: lang('eng') };
}

function settingValue(rng: Rng, key: string, schema: Schema, images: string[]): unknown {
  const types = ([] as string[]).concat(schema.type ?? []);
  if (schema.enum) return rng.pick(schema.enum.filter((v) => v !== null));
  if (types.includes('boolean')) return rng.chance(0.6);
  if (types.includes('integer')) return rng.int(schema.minimum ?? 0, schema.maximum ?? 100);
  if (key === 'mainColor') return randomHex(rng);
  if (key === 'logo' || key === 'favicon') return rng.chance(0.5) ? rng.pick(images) : null;
  if (key === 'brand') return name(rng, 3).eng;
  if (key === 'phone')
    return rng.chance(0.7) ? `+998 71 ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}` : null;
  if (['iosApp', 'androidApp', 'telegramBot', 'telegram', 'instagram', 'facebook'].includes(key))
    return rng.chance(0.6) ? `https://example.com/${key}` : null;
  if (types.includes('object') || schema.$ref)
    return rng.chance(0.7) || !types.includes('null') ? name(rng, 5) : null;
  return null; // ids, keys and texts of services we cannot reach stay unset
}

function settings(rng: Rng, images: string[]) {
  const out = Object.fromEntries(
    Object.entries(settingsSchema.properties ?? {})
      .filter(([key]) => key !== 'merchantId')
      .map(([key, schema]) => [key, settingValue(rng, key, schema, images)]),
  ) as Record<string, unknown>;
  // at least one language, and at least one way to get the food
  if (!out.uzLangActive && !out.ruLangActive && !out.engLangActive)
    out[rng.pick(['uz', 'ru', 'eng']) + 'LangActive'] = true;
  if (!out.deliveryActive && !out.pickupActive && !out.dineInActive) out.pickupActive = true;
  if (!out.cashActive && !out.terminalActive) out.cashActive = true;
  return out as MerchantConfig['settings']; // drawn from the schema (random-config.test validates them)
}

function layout(rng: Rng) {
  const page = () => {
    const types = rng.some(BLOCK_TYPES, 6);
    // a page has one menu at most
    const blocks = types.filter((t, i) => t !== 'menu' || types.indexOf('menu') === i);
    return {
      blocks: blocks.map((type, i) => ({
        id: `${type}-${i}`,
        type,
        ...(type === 'menu' && rng.chance(0.5) ? { props: { showGroups: rng.chance(0.5) } } : {}),
      })),
    };
  };
  const pages = Object.fromEntries(
    PAGE_NAMES.filter((p) => p === 'home' || rng.chance(0.5)).map((p) => [p, page()]),
  );
  return { version: 2, pages };
}

function branches(rng: Rng) {
  const time = () => `${String(rng.int(0, 23)).padStart(2, '0')}:${rng.pick(['00', '30'])}`;
  const count = rng.int(1, 3);
  return {
    cities: [{ key: 'city', name: name(rng, 1), latitude: 41.31, longitude: 69.28, isMain: true }],
    branches: Array.from({ length: count }, (_, i) => {
      const lat = 41.3 + i * 0.02;
      const lon = 69.24 + i * 0.02;
      const branchName = name(rng, 3);
      const street = rng.chance(0.1) ? LONG_WORD : `${rng.pick(WORDS.uz)} ko'chasi, ${rng.int(1, 200)}`;
      // every other branch writes its address and zone per language (no draw for it, so each seed
      // stays the configuration it was)
      const perLanguage = i % 2 === 1;
      return {
        key: `branch-${i}`,
        city: 'city',
        name: branchName,
        address: perLanguage ? { uz: street, ru: `улица ${street}`, eng: `${street} Street` } : street,
        latitude: lat,
        longitude: lon,
        ...(rng.chance(0.3) ? { open: '00:00', close: '23:59' } : { open: time(), close: time() }),
        phone: '+998712000000',
        booking: rng.chance(0.5),
        places: rng.chance(0.5) ? [{ name: name(rng, 1), chairs: rng.int(1, 12) }] : [],
        tables: Array.from({ length: i + 1 }, (_, t) => ({ id: t + 1 })),
        zones: [
          {
            name: perLanguage ? { uz: 'Zona', ru: 'Зона', eng: 'Zone' } : 'Zone',
            price: rng.int(0, 30) * 1000,
            color: randomHex(rng),
            polygon: [
              [lat + 0.05, lon - 0.05],
              [lat + 0.05, lon + 0.05],
              [lat - 0.05, lon + 0.05],
              [lat - 0.05, lon - 0.05],
              [lat + 0.05, lon - 0.05],
            ],
          },
        ],
        services: { delivery: rng.chance(0.8), pickup: rng.chance(0.8), dineIn: rng.chance(0.5) },
      };
    }),
  };
}

function menu(rng: Rng, images: string[]) {
  const groups = Array.from({ length: rng.int(0, 3) }, (_, i) => ({
    key: `group-${i}`,
    name: name(rng),
    ...(rng.chance(0.5) ? { bgColor: randomHex(rng) } : {}),
    ...(rng.chance(0.4) ? { icon: rng.pick(images), iconBgColor: randomHex(rng) } : {}),
    ...(rng.chance(0.3) ? { image: rng.pick(images) } : {}),
  }));
  const categories = Array.from({ length: rng.chance(0.05) ? 0 : rng.int(1, 8) }, (_, i) => ({
    key: `category-${i}`,
    ...(groups.length > 0 && rng.chance(0.8) ? { group: rng.pick(groups).key } : {}),
    name: name(rng),
    viewType: rng.pick(['BIG', 'MEDIUM', 'SMALL'] as const),
    scrollType: rng.pick(['VERTICAL', 'HORIZONTAL'] as const),
    ...(rng.chance(0.3) ? { navigationType: rng.pick(['SHEET', 'POP_UP', 'FULL_SCREEN'] as const) } : {}),
    ...(rng.chance(0.1) ? { isWithoutCart: true } : {}),
    ...(rng.chance(0.3) ? { image: rng.pick(images) } : {}),
    ...(rng.chance(0.3) ? { textColor: randomHex(rng) } : {}),
  }));
  const products = categories.flatMap((c, ci) =>
    Array.from({ length: rng.int(0, 6) }, (_, i) => {
      const groupsOfMods = Array.from({ length: rng.chance(0.3) ? rng.int(1, 3) : 0 }, () => {
        const count = rng.int(1, 5);
        const max = rng.int(1, count);
        const groupName = name(rng);
        const min = rng.int(0, max);
        return {
          name: groupName,
          min,
          max,
          // a required group opens on its first choice
          modifications: Array.from({ length: count }, (_, m) => ({
            name: name(rng),
            price: rng.int(0, 20) * 1000,
            ...FISCAL_CODES,
            ...(min > 0 && m === 0 ? { default: true } : {}),
          })),
        };
      });
      return {
        key: `product-${ci}-${i}`,
        category: c.key,
        name: name(rng, 4),
        ...(rng.chance(0.7) ? { description: name(rng, 12) } : {}),
        price: rng.int(1, 5000) * 100,
        ...FISCAL_CODES,
        ...(rng.chance(0.3) ? { discount: rng.int(1, 70) } : {}),
        ...(rng.chance(0.85) ? { image: rng.pick(images) } : {}),
        ...(rng.chance(0.3) ? { labels: [{ name: name(rng, 1), color: randomHex(rng) }] } : {}),
        ...(rng.chance(0.2) ? { rating: { average: rng.int(10, 50) / 10, count: rng.int(1, 500) } } : {}),
        ...(rng.chance(0.3) ? { recommend: true } : {}),
        ...(groupsOfMods.length > 0 ? { modificationGroups: groupsOfMods } : {}),
        // by position, not by draw (the seeds keep their configurations): some products only in
        // the Mini App, some at another price there
        ...(i % 7 === 3 ? { channels: [TG] } : i % 5 === 4 ? { telegramPrice: 1000 * (i + 1) } : {}),
      };
    }),
  );
  return { groups, categories, products, delivery: FISCAL_CODES };
}

/** A whole configuration folder (as readConfig would give it) for a seed; pictures come from schemas/fixtures/images. */
export function randomConfig(seed: number): MerchantConfig {
  const rng = generator(seed);
  const images = IMAGES;
  const sub = `random-${seed}`;
  return {
    merchant: {
      sub,
      name: name(rng, 3).eng,
      color: randomHex(rng),
      theme: rng.pick(['LIGHT', 'DARK'] as const),
      mapType: 'LEAFLET',
      secrets: RANDOM_SECRETS(sub), // not drawn: the seeds keep their configurations
    },
    settings: settings(rng, images),
    layout: layout(rng),
    branches: branches(rng),
    menu: menu(rng, images),
    promos: rng.chance(0.5)
      ? [
          {
            code: `RND${seed}`,
            discountType: 'PERCENTAGE',
            productDiscount: 10,
            minPrice: 0,
            description: name(rng, 4),
          },
        ]
      : [],
    images: Object.fromEntries(IMAGES.map((f) => [f, join(IMAGES_DIR, f)])),
  };
}
