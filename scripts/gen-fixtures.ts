/**
 * Writes schemas/fixtures/storefronts/<sub>.json (what the API answers for each demo merchant)
 * and schemas/fixtures/images/*.svg, for Storybook and component tests: stories never call the
 * live API. Pictures are reduced to one per kind of dish to keep the fixtures small.
 * The clock is fixed, so the same sources always give the same files; `--check` fails when a
 * committed fixture is stale (part of `npm run gen:check`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { DISHES, type Art } from '../server/seed/dishes';
import { bannerSvg, foodSvg } from '../server/seed/food-art';

// Every date the seed writes (promo periods, stories, created dates) is relative to this instant.
const FIXED_NOW = Date.parse('2026-06-01T09:00:00.000Z');
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args: ConstructorParameters<typeof Date> | []) {
    if (args.length === 0) super(FIXED_NOW);
    else super(...(args as ConstructorParameters<typeof Date>));
  }
  static override now() {
    return FIXED_NOW;
  }
} as DateConstructor;

const check = process.argv.includes('--check');
const stale: string[] = [];
/** Writes a file as Prettier would keep it, or with --check notes it when its committed text differs. */
async function emit(path: string, raw: string) {
  const text = path.endsWith('.json')
    ? await format(raw, { ...(await resolveConfig(path)), filepath: path })
    : raw;
  if (!check) return writeFileSync(path, text);
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    /* missing */
  }
  if (current !== text) stale.push(path);
}

const OUT = 'schemas/fixtures/storefronts';
const IMAGES = 'schemas/fixtures/images';
mkdirSync(OUT, { recursive: true });
mkdirSync(IMAGES, { recursive: true });

const config = readConfig({
  DATA_DIR: 'memory://',
  CDN_CACHE_DIR: '.cache/cdn-fixtures',
  LOG_LEVEL: 'error',
});
const { app } = await buildApp({ config, serveSpa: false, simulator: false });
const get = async (url: string, merchantId?: number) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: merchantId ? { 'x-merchant-id': String(merchantId) } : {},
  });
  return JSON.parse(res.body);
};

const arts = new Set<Art>();
const artOf = (name: string | null | undefined): string | null => {
  if (!name) return null;
  const dish = DISHES.find((d) => name.includes(`-${d.key}.`) || name.includes(`-${d.key}-`));
  const art = dish?.art ?? 'plov';
  arts.add(art);
  return `${art}.svg`;
};

for (const sub of ['demo', 'osh', 'night']) {
  const merchant = await get(`/users/v1/merchants/sub/${sub}`);
  const id = merchant.id as number;
  const menu = await get('/products/v1/overalls?type=WEB', id);
  for (const p of menu.products) {
    p.image = artOf(p.image);
    p.gallery = (p.gallery as string[]).map(artOf);
  }
  const stories = (await get('/support/v1/stories', id)).map(
    (s: { image: string; slides: { image: string }[] }, i: number) => ({
      ...s,
      image: 'plov.svg',
      slides: s.slides.map((slide) => ({ ...slide, image: `story-${i % 3}.svg` })),
    }),
  );
  const banners = (await get('/support/v1/banners', id)).map((b: object, i: number) => ({
    ...b,
    image: `banner-${i % 3}.svg`,
  }));
  const fixture = {
    merchant,
    settings: await get('/support/v1/merchant/settings/web', id),
    layout: await get('/support/v1/merchant/layout', id),
    cities: await get(`/users/v1/city-merchant/merchant/${id}`, id),
    branches: await get('/users/v1/branches', id),
    zones: await get('/deliveries/v1/delivery/zones', id),
    menu,
    stories,
    banners,
    promos: await get('/support/v1/promos', id),
  };
  await emit(`${OUT}/${sub}.json`, JSON.stringify(fixture));
}
arts.add('plov');
for (const art of arts) await emit(`${IMAGES}/${art}.svg`, foodSvg(art, art.length * 31));
const colors = ['#F59E0B', '#10B981', '#6366F1'];
const kinds: Art[] = ['plov', 'skewer', 'somsa'];
for (const [i, art] of kinds.entries()) {
  await emit(`${IMAGES}/banner-${i}.svg`, bannerSvg(art, 700 + i, colors[i] as string, true));
  await emit(`${IMAGES}/story-${i}.svg`, bannerSvg(art, 900 + i, colors[i] as string, false));
}
await app.close();
if (check && stale.length > 0) {
  console.error(`stale fixtures (run npm run gen): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(check ? 'storefront fixtures are current' : `wrote ${OUT} and ${IMAGES}`);
