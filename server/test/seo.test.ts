import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from './harness';

describe.each(DATABASES)('what a crawler and a shared link see, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dx-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="uz"><head><meta name="description" content="x" /><title>x</title><!--bootstrap--></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer(kind, { DIST_DIR: dist });
  });
  afterAll(() => server.close());
  const get = (url: string, cookie = 'lang=ru', host = 'demo.dasturxon.uz') =>
    server.call({ method: 'GET', url, headers: { host, cookie } });

  it('answers an unknown path, a feature turned off and a product that is gone with a real 404', async () => {
    for (const url of ['/no-such-page', '/vacancy', '/product/999999', '/product/abc']) {
      const res = await get(url, 'lang=ru', url === '/vacancy' ? 'night.dasturxon.uz' : 'demo.dasturxon.uz');
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<title>Страница не найдена');
    }
    // a product only the Mini App offers is no page of the web storefront
    const tg = (
      await server.call({
        method: 'GET',
        url: '/api/products/v1/overalls?type=TG',
        headers: { 'x-merchant-id': '1' },
      })
    ).body as { products: { id: number; name: { eng: string } }[] };
    const teaSet = tg.products.find((p) => p.name.eng === 'Tea set (Telegram only)');
    expect((await get(`/product/${teaSet?.id}`)).status).toBe(404);
    for (const url of ['/', '/product/1', '/branches', '/t/chilonzor/5', '/checkout'])
      expect([url, (await get(url)).status]).toEqual([url, 200]);
    // the staff desk is a page (200) under its own title, kept from search engines
    const desk = await get('/ops', 'lang=ru');
    expect(desk.status).toBe(200);
    expect(desk.body).toContain('<title>Стол заказов');
    expect(desk.body).toContain('<meta name="robots" content="noindex">');
    expect((await get('/robots.txt')).body).toContain('Disallow: /ops');
  });

  it("gives each page its title, description, canonical address and picture in the page's language", async () => {
    const home = (await get('/', 'lang=uz')).body as string;
    expect(home).toContain('<link rel="canonical" href="http://demo.dasturxon.uz/">');
    expect(home).toMatch(/<meta property="og:description" content="Dasturxon: onlayn buyurtma/);
    expect(home).toContain('<meta property="og:locale" content="uz_UZ">');
    expect(home.match(/<meta name="description"/g)).toHaveLength(1);
    // demo has no logo: a shared link still shows a picture of it (its first banner)
    expect(home).toMatch(
      /<meta property="og:image" content="http:\/\/demo\.dasturxon\.uz\/cdn\/resize\/cover\/1200\/630\/80\/[^"]+">/,
    );
    expect(home).toContain('<title>Dasturxon — milliy taomlar yetkazib berish</title>');
    // every other page says what it is, then whose
    expect((await get('/basket', 'lang=ru')).body).toContain('<title>Корзина — Dasturxon</title>');
    expect((await get('/branches', 'lang=uz')).body).toMatch(/<title>[^<—]+ — Dasturxon<\/title>/);
    const menu = (
      await server.call({
        method: 'GET',
        url: '/api/products/v1/overalls?type=WEB',
        headers: { 'x-merchant-id': '1' },
      })
    ).body;
    const plov = menu.products.find((p: { name: { eng: string } }) => p.name.eng === 'Tashkent plov');
    const product = (await get(`/product/${plov.id}`, 'lang=ru')).body as string;
    expect(product).toContain('<title>Ташкентский плов — Dasturxon</title>');
    expect(product).toContain(`<meta property="og:title" content="Ташкентский плов — `);
    expect(product).toMatch(
      new RegExp(`<meta property="og:description" content="${plov.description.ru.slice(0, 20)}`),
    );
    expect(product).toMatch(
      /<meta property="og:image" content="http:\/\/demo\.dasturxon\.uz\/cdn\/resize\/cover\/1200\/630\/80\//,
    );
    expect(product).toContain(`<link rel="canonical" href="http://demo.dasturxon.uz/product/${plov.id}">`);
  });

  it('shares a card drawn from its name and colours when a merchant has neither a logo nor a banner', async () => {
    const night = await server.db
      .selectFrom('merchants')
      .select('id')
      .where('sub', '=', 'night')
      .executeTakeFirstOrThrow();
    await server.db
      .deleteFrom('content_items')
      .where('merchant_id', '=', night.id)
      .where('kind', '=', 'BANNER')
      .execute();
    const home = (await get('/', 'lang=ru', 'night.dasturxon.uz')).body as string;
    const url = /<meta property="og:image" content="([^"]+)">/.exec(home)?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/night\.dasturxon\.uz\/og-card\.png\?v=\w+$/);
    const card = await server.call({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { host: 'night.dasturxon.uz' },
    });
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    const png = await server.app.inject({
      method: 'GET',
      url: '/og-card.png',
      headers: { host: 'night.dasturxon.uz' },
    });
    const { width, height } = await sharp(png.rawPayload).metadata();
    expect([width, height]).toEqual([1200, 630]);
    // its colours: the band along the top is the merchant's main colour
    const { data } = await sharp(png.rawPayload)
      .extract({ left: 600, top: 4, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x7c, 0x3a, 0xed]);
    // a host that is no merchant has no card
    expect((await get('/og-card.png', '', 'nobody.dasturxon.uz')).status).toBe(404);
  });

  it('serves robots.txt and a per-merchant sitemap of its public pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /checkout');
    expect(robots.body).toContain('Sitemap: http://demo.dasturxon.uz/sitemap.xml');
    const demo = (await get('/sitemap.xml')).body as string;
    const night = (await get('/sitemap.xml', '', 'night.dasturxon.uz')).body as string;
    expect(demo).toContain('<loc>http://demo.dasturxon.uz/</loc>');
    expect(demo).toContain('<loc>http://demo.dasturxon.uz/branches</loc>');
    expect(demo).toMatch(/<loc>http:\/\/demo\.dasturxon\.uz\/product\/\d+<\/loc>/);
    expect(demo).not.toContain('/checkout');
    // each merchant's own products, and only the pages it turns on
    const ids = (xml: string) => [...xml.matchAll(/\/product\/(\d+)</g)].map((m) => m[1]);
    expect(ids(demo).some((id) => ids(night).includes(id))).toBe(false);
    expect(night).not.toContain('/vacancy');
  });
});
