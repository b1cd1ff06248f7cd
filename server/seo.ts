import en from '../locales/en/common.json' with { type: 'json' };
import ru from '../locales/ru/common.json' with { type: 'json' };
import uz from '../locales/uz/common.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import ruPages from '../locales/ru/pages.json' with { type: 'json' };
import uzPages from '../locales/uz/pages.json' with { type: 'json' };
import { imageUrl } from '../src/domain/images';
import { localized, type Lang } from '../src/domain/localized';
import { privatePrefixes, ROUTES, routeOf } from '../src/domain/routes';
import type { Db } from './db/database';
import type { Bootstrap } from '../src/api/bootstrap';

const COMMON: Record<Lang, typeof en> = { uz, ru, en };
const PAGES: Record<Lang, Record<string, string>> = { uz: uzPages, ru: ruPages, en: enPages };
const OG_LOCALE: Record<Lang, string> = { uz: 'uz_UZ', ru: 'ru_RU', en: 'en_US' };

export interface PageMeta {
  /** 404 for a path that is no page of this merchant (an unknown path, a product that is gone) */
  status: 200 | 404;
  /** a page for staff, not for search engines */
  noindex?: boolean;
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  locale: string;
}

/** Text safe inside HTML, an attribute's value included. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a page is, before any script runs: its status (a path the storefront has no page for is
 * a real 404), its title and description in the page's language, its canonical address and the
 * picture a shared link shows (a product's own).
 */
export async function pageMeta(
  db: Db,
  page: Bootstrap,
  path: string,
  lang: Lang,
  origin: string,
): Promise<PageMeta> {
  const { settings, merchant } = page;
  const brand = localized(settings.title, lang) || settings.brand || merchant.name;
  const text = COMMON[lang];
  const clean = path.split(/[?#]/)[0] || '/';
  const base = {
    status: 200 as const,
    title: brand,
    description: text.meta.description.replace('{{brand}}', settings.brand || merchant.name),
    canonical: `${origin}${clean}`,
    image: await sharedPicture(db, page, origin),
    locale: OG_LOCALE[lang],
  };
  // the staff order desk: its own page, never indexed (robots.txt keeps it out too)
  if (/^\/ops\/?$/.test(clean)) return { ...base, title: `${text.meta.desk} — ${brand}`, noindex: true };
  // the courier app: the same, never indexed
  if (/^\/courier\/?$/.test(clean))
    return { ...base, title: `${text.meta.courierApp} — ${brand}`, noindex: true };
  const route = routeOf(clean, settings);
  if (!route) return { ...base, status: 404, title: `${text.errors.notFoundTitle} — ${brand}` };
  // each page its own title: what it is, then whose (the home is the merchant's name alone)
  const named = PAGES[lang][route.title];
  if (route.path !== '/product/:id')
    return route.path === '/' || !named
      ? base
      : { ...base, title: `${named} — ${settings.brand || merchant.name}` };
  const id = Number(clean.split('/')[2]);
  const product = Number.isSafeInteger(id)
    ? await db
        .selectFrom('products')
        .select(['name', 'description', 'image', 'channels'])
        .where('merchant_id', '=', merchant.id)
        .where('id', '=', id)
        .where('active', '=', true)
        .executeTakeFirst()
    : undefined;
  // a product only the Mini App offers is no page of the web storefront
  if (!product || !product.channels.includes('WEB'))
    return { ...base, status: 404, title: `${text.errors.notFoundTitle} — ${brand}` };
  return {
    ...base,
    // a dish, then whose: as every page but the home names it (and the client, once it has drawn it)
    title: `${localized(product.name, lang)} — ${settings.brand || merchant.name}`,
    description: localized(product.description, lang) || base.description,
    image:
      absolute(origin, imageUrl(product.image, '/cdn', { width: 1200, height: 630, quality: 80 })) ??
      base.image,
  };
}

const absolute = (origin: string, url: string | null) =>
  url ? (url.startsWith('http') ? url : `${origin}${url}`) : null;

/** The page's head: title, description, canonical and Open Graph tags. */
export function metaTags(meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:locale" content="${meta.locale}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  ];
  if (meta.status === 404 || meta.noindex) tags.push('<meta name="robots" content="noindex">');
  return tags.join('');
}

/** What robots stay out of: every page the route table does not call indexable, the API and the desk. */
const PRIVATE = [...privatePrefixes(), '/api/', '/ops', '/courier'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE.map((p) => `Disallow: ${p}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The merchant's indexable pages (the route table's, those it turns on) and every product. */
export async function sitemapXml(db: Db, page: Bootstrap, origin: string): Promise<string> {
  const statics = ROUTES.filter(
    (r) => r.indexable && !r.path.includes(':') && routeOf(r.path, page.settings) !== null,
  ).map((r) => r.path);
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('merchant_id', '=', page.merchant.id)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  const urls = [...statics, ...products.map((p) => `/product/${p.id}`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `  <url><loc>${escapeHtml(`${origin}${u}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The picture a shared link of the storefront shows: the merchant's logo, else its first banner,
 * else its first dish (a merchant without a logo still gets a picture in a chat's preview).
 */
async function sharedPicture(db: Db, page: Bootstrap, origin: string): Promise<string | null> {
  const logo = page.settings.logo ?? page.merchant.logo;
  if (logo) return absolute(origin, imageUrl(logo, '/cdn', { width: 512, height: 512 }));
  const banner = await db
    .selectFrom('content_items')
    .select('data')
    .where('merchant_id', '=', page.merchant.id)
    .where('kind', '=', 'BANNER')
    .orderBy('priority')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const image = (banner?.data as { image?: string } | undefined)?.image ?? null;
  // neither: a card drawn from its name and colours (server/og-card.ts, at OG_CARD_PATH)
  return (
    absolute(origin, imageUrl(image, '/cdn', { width: 1200, height: 630, quality: 80 })) ??
    `${origin}${OG_CARD_PATH}?v=${page.merchant.configVersion ?? ''}`
  );
}

/** Where a merchant's drawn sharing card is (per host, like robots.txt). */
export const OG_CARD_PATH = '/og-card.png';
