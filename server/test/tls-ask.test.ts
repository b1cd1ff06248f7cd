import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from './harness';

describe.each(DATABASES)("the proxy's certificate question on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { STOREFRONT_URL: 'https://{sub}.dasturxon.uz' });
    await server.db
      .updateTable('merchants')
      .set({ settings: sql`settings || '{"domain":"order.nightgrill.uz"}'::jsonb` })
      .where('sub', '=', 'night')
      .execute();
  });
  afterAll(() => server.close());
  const ask = async (domain: string) =>
    (await server.call({ method: 'GET', url: `/internal/tls/ask?domain=${encodeURIComponent(domain)}` }))
      .status;

  it("answers yes for a merchant's own domain and its sub-domain of ours, no for anything else", async () => {
    expect(await ask('order.nightgrill.uz')).toBe(200);
    expect(await ask('ORDER.NightGrill.uz.')).toBe(200);
    expect(await ask('osh.dasturxon.uz')).toBe(200);
    expect(await ask('nobody.dasturxon.uz')).toBe(404);
    expect(await ask('evil.example.com')).toBe(404);
    expect(await ask('osh.dasturxon.uz.evil.com')).toBe(404);
    expect(await ask("x' OR 1=1 --")).toBe(404);
    expect(await ask('')).toBe(404);
  });

  it('says no once a merchant is switched off', async () => {
    await server.db.updateTable('merchants').set({ is_active: false }).where('sub', '=', 'osh').execute();
    expect(await ask('osh.dasturxon.uz')).toBe(404);
  });
});
