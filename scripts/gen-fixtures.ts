/**
 * Writes schemas/fixtures/storefronts/<sub>.json (what the API answers for each demo merchant)
 * and schemas/fixtures/images/*.svg, for Storybook and component tests: stories never call the
 * live API. Pictures are reduced to one per category (copied from the demo folders' images) to keep
 * the fixtures small.
 * The clock is fixed, so the same sources always give the same files; `--check` fails when a
 * committed fixture is stale (part of `npm run gen:check`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildApp, imagesDir } from '../server/app';
import { readConfig } from '../server/config';

// Every date the server derives from the clock (promo validity, created dates) is relative to this instant.
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

/** fixture picture → the original it is copied from (the first seen wins) */
const pictures = new Map<string, string>();
const picture = (fixture: string, original: string | null | undefined): string | null => {
  if (!original) return null;
  if (!pictures.has(fixture)) pictures.set(fixture, original);
  return fixture;
};
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

for (const sub of ['demo', 'osh', 'night']) {
  const merchant = await get(`/users/v1/merchants/sub/${sub}`);
  const id = merchant.id as number;
  const menu = await get('/products/v1/overalls?type=WEB', id);
  const categories = new Map<number, string>(
    menu.categories.map((c: { id: number; name: { eng: string } }) => [c.id, slug(c.name.eng)]),
  );
  for (const p of menu.products) {
    const name = `${categories.get(p.categoryId) ?? 'dish'}.svg`;
    p.image = picture(name, p.image);
    p.gallery = (p.gallery as string[]).map((original) => picture(name, original));
  }
  const stories = (await get('/support/v1/stories', id)).map(
    (s: { image: string; slides: { image: string }[] }, i: number) => ({
      ...s,
      image: picture(`story-cover-${i % 3}.svg`, s.image),
      slides: s.slides.map((slide) => ({ ...slide, image: picture(`story-${i % 3}.svg`, slide.image) })),
    }),
  );
  const banners = (await get('/support/v1/banners', id)).map((b: { image: string }, i: number) => ({
    ...b,
    image: picture(`banner-${i % 3}.svg`, b.image),
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
for (const [fixture, original] of pictures)
  await emit(`${IMAGES}/${fixture}`, readFileSync(join(imagesDir(config), original), 'utf8'));
await app.close();
if (check && stale.length > 0) {
  console.error(`stale fixtures (run npm run gen): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(check ? 'storefront fixtures are current' : `wrote ${OUT} and ${IMAGES}`);
