import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from './harness';

/** What the server inlined into the page it answered. */
const inlined = (html: string) =>
  JSON.parse(
    /<script id="bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  ) as {
    merchant: { sub: string };
    layoutChecked?: boolean;
  } | null;
/** The sub of the merchant the server inlined into the page it answered. */
const inlinedSub = (html: string) => inlined(html)?.merchant.sub ?? null;

describe.each(DATABASES)('the storefront page the server answers, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dx-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="uz"><head><title>x</title><!--bootstrap--></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer(kind, { DIST_DIR: dist });
    await server.db
      .updateTable('merchants')
      .set({
        settings: sql`settings || ${JSON.stringify({
          domain: 'order.nightgrill.uz',
          favicon: 'night-icon.png',
          title: { uz: 'Tungi grill', ru: 'Ночной гриль', eng: 'Night grill' },
        })}::jsonb`,
      })
      .where('sub', '=', 'night')
      .execute();
  });
  afterAll(() => server.close());

  const page = async (host: string, url = '/') =>
    inlinedSub((await server.call({ method: 'GET', url, headers: { host } })).body as string);

  it('vouches for a layout the schema accepts, so the client skips its validators, and never for one it refuses', async () => {
    const bootstrapOf = async (host: string) =>
      inlined((await server.call({ method: 'GET', url: '/', headers: { host } })).body as string);
    expect((await bootstrapOf('osh.dasturxon.uz'))?.layoutChecked).toBe(true);
    // the first test: demo's page was not asked for before, so its row is read fresh (no cached merchant)
    const { layout } = await server.db
      .selectFrom('merchants')
      .select('layout')
      .where('sub', '=', 'demo')
      .executeTakeFirstOrThrow();
    // a stored document the schema refuses (a block type nobody knows): the client checks it and falls back
    const broken = structuredClone(layout) as { pages: { home: { blocks: { type: string }[] } } };
    broken.pages.home.blocks[0]!.type = 'no-such-block';
    await server.db
      .updateTable('merchants')
      .set({ layout: JSON.stringify(broken) })
      .where('sub', '=', 'demo')
      .execute();
    expect((await bootstrapOf('demo.dasturxon.uz'))?.layoutChecked).toBe(false);
  });

  it("carries the merchant's title in its language, favicon and theme colour", async () => {
    const html = (
      await server.call({
        method: 'GET',
        url: '/',
        headers: { host: 'night.dasturxon.uz', cookie: 'lang=ru' },
      })
    ).body as string;
    expect(html).toContain('<title>Ночной гриль</title>');
    expect(html).toContain('<link rel="icon" href="/cdn/night-icon.png">');
    expect(html).toMatch(/<meta name="theme-color" content="#7C3AED">/i);
    const osh = (await server.call({ method: 'GET', url: '/', headers: { host: 'osh.dasturxon.uz' } }))
      .body as string;
    expect(osh).not.toContain('night-icon.png');
  });

  it("preloads the first dish's picture only on the pages that open on the menu", async () => {
    const html = async (url: string) =>
      (await server.call({ method: 'GET', url, headers: { host: 'localhost' } })).body as string;
    const preload = /<link rel="preload" as="image" href="\/cdn\/resize\/[^"]+" fetchpriority="high">/;
    expect(await html('/')).toMatch(preload);
    expect(await html('/category')).toMatch(preload);
    for (const url of ['/basket', '/profile', '/search', '/product/1', '/login'])
      expect(await html(url), url).not.toMatch(preload);
  });

  it('serves the merchant whose domain setting names the host, whatever its first label says', async () => {
    expect(await page('order.nightgrill.uz')).toBe('night');
    expect(await page('ORDER.NightGrill.uz:443', '/basket')).toBe('night');
  });

  it('leaves sub-domains and other hosts as they were', async () => {
    expect(await page('osh.dasturxon.uz')).toBe('osh');
    expect(await page('menu.nightgrill.uz')).toBe(null);
  });
});
