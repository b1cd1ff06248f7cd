import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_API_KEY } from '../config';
import { SERVER_SIDE_SETTINGS, type ServerSideSetting } from '../../src/domain/server-side-settings';
import { zipOf } from './folder-zip';
import { DATABASES, startTestServer, type TestServer } from './harness';

/**
 * Each setting only the server reads, switched on and off on a live merchant through the admin
 * API's apply (as onboarding staff change it): what the server answers changes with it.
 */
describe.each(DATABASES)('the settings only the server reads, toggled on %s', (kind) => {
  let server: TestServer;
  let nightId: number;
  beforeAll(async () => {
    // the page's shell, as the build makes it (the server fills in the head and the first screen)
    const dist = mkdtempSync(join(tmpdir(), 'dx-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="uz"><head><title>x</title><!--bootstrap--></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer(kind, { DIST_DIR: dist });
    nightId = (
      await server.db
        .selectFrom('merchants')
        .select('id')
        .where('sub', '=', 'night')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => server.close());

  /** night's folder applied with these settings over its own */
  const applyNight = async (settings: Record<string, unknown>) => {
    const applied = await server.call({
      method: 'PUT',
      url: '/api/admin/v1/merchants/night/config',
      headers: { authorization: `Bearer ${DEV_ADMIN_API_KEY}`, 'content-type': 'application/zip' },
      payload: zipOf('server/seed/night', { 'settings.json': (s) => ({ ...s, ...settings }) }),
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  };
  const page = async (host = 'night.dasturxon.uz') =>
    (await server.call({ method: 'GET', url: '/', headers: { host, cookie: 'lang=ru' } })).body as string;
  const loginText = async (phone: string) => {
    const sent = await server.call({
      method: 'POST',
      url: '/api/users/v1/auth/otp',
      headers: { 'x-merchant-id': String(nightId) },
      payload: { phone },
      remoteAddress: `10.77.0.${phone.slice(-2)}`,
    });
    expect(sent.status).toBe(200);
    const [message] = (await server.call({ method: 'GET', url: `/api/dev/v1/sms-outbox?phone=${phone}` }))
      .body as {
      text: string;
      code: string;
    }[];
    return message!;
  };

  /** What each setting changes: the answer with it on, then off. */
  const TOGGLES: Record<ServerSideSetting, () => Promise<void>> = {
    async merchantId() {
      // the settings carry the id of the merchant asked for, whatever a folder says
      await applyNight({ merchantId: 1 });
      const settings = await server.call({
        method: 'GET',
        url: '/api/support/v1/merchant/settings/web',
        headers: { 'x-merchant-id': String(nightId) },
      });
      expect(settings.body.merchantId).toBe(nightId);
      expect(nightId).not.toBe(1);
    },
    async favicon() {
      await applyNight({ favicon: 'ayron.svg' });
      // the folder's pictures are on the CDN under the merchant's sub
      expect(await page()).toContain('<link rel="icon" href="/cdn/night-ayron.svg">');
      await applyNight({ favicon: null });
      expect(await page()).toContain('<link rel="icon" href="data:,">');
    },
    async title() {
      await applyNight({ title: { uz: 'Tungi grill', ru: 'Ночной гриль', eng: 'Night grill' } });
      expect(await page()).toContain('<title>Ночной гриль</title>');
      await applyNight({ title: { uz: 'Night Grill', ru: 'Ночной шашлык', eng: 'Night Grill' } });
      expect(await page()).toContain('<title>Ночной шашлык</title>');
      expect(await page()).not.toContain('Ночной гриль');
    },
    async domain() {
      const merchantOf = (html: string) => /"sub":"(\w+)"/.exec(html)?.[1] ?? null;
      await applyNight({ domain: 'order.nightgrill.uz' });
      expect(merchantOf(await page('order.nightgrill.uz'))).toBe('night');
      await applyNight({ domain: null });
      expect(merchantOf(await page('order.nightgrill.uz'))).toBeNull();
    },
    async smsContent() {
      await applyNight({ smsContent: 'Night Grill: kod {code}. {merchant}' });
      const own = await loginText('998902000731');
      expect(own.text).toBe(`Night Grill: kod ${own.code}. Night Grill`);
      await applyNight({ smsContent: null });
      const standard = await loginText('998902000732');
      expect(standard.text).not.toContain('Night Grill: kod');
      expect(standard.text).toContain(standard.code);
    },
  };

  it.each(SERVER_SIDE_SETTINGS)('%s', async (key) => {
    await TOGGLES[key]();
  });
});
