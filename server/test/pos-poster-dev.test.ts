import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_POSTER_PATH } from '../pos/fake-paths';
import { sendDuePosOrders } from '../pos/sender';
import { placePickUpOrder } from './fixtures';
import { login, startTestServer, type TestServer } from './harness';
import { CAFE, connectCafeToPoster, POSTER_TOKEN } from './pos-poster-support';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Development's fake Poster on the server itself (never in production), as a person would try a Poster cafe. */
describe("development's fake Poster", () => {
  let dev: TestServer;
  let production: TestServer;
  let base = '';
  beforeAll(async () => {
    const port = await freePort();
    dev = await startTestServer('pglite', { PORT: String(port) });
    await dev.app.listen({ port, host: '127.0.0.1' });
    base = `http://127.0.0.1:${port}`;
    await connectCafeToPoster(dev.db);
    production = await startTestServer('pglite', { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('answers as Poster at its dev path: a wrong token is error 11, the cafe token reads its menu', async () => {
    const wrong = await (await fetch(`${base}${FAKE_POSTER_PATH}/menu.getProducts?token=nope`)).json();
    expect(wrong).toEqual({ error: { code: 11, message: 'Invalid access_token' } });
    const menu = await (
      await fetch(`${base}${FAKE_POSTER_PATH}/menu.getProducts?token=${encodeURIComponent(POSTER_TOKEN)}`)
    ).json();
    expect(menu.response.length).toBeGreaterThan(0);
    expect(menu.response[0]).toMatchObject({ product_id: expect.any(String), spots: expect.any(Array) });
  });

  it("a cafe order goes to it, and the cashier's accept and close come back by signed webhook", async () => {
    const customer = (await login(dev, CAFE, '998901000443', '10.44.2.1')).token;
    const placed = await placePickUpOrder(dev, CAFE, customer, 'Manti');
    await sendDuePosOrders({
      db: dev.db,
      events: dev.events,
      urls: { iikoApiUrl: 'http://127.0.0.1:9', posterApiUrl: `${base}${FAKE_POSTER_PATH}` },
    });
    const status = async () =>
      (
        await dev.db
          .selectFrom('orders')
          .select('status')
          .where('id', '=', placed.id)
          .executeTakeFirstOrThrow()
      ).status;
    const control = (what: string) =>
      fetch(`${base}${FAKE_POSTER_PATH}/_control/${what}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: placed.number }),
      });
    expect((await control('accept')).status).toBe(200);
    expect(await status()).toBe('ACCEPTED');
    expect((await control('close')).status).toBe(200);
    expect(await status()).toBe('CLOSED');
  });

  it('is not there in production', async () => {
    const res = await production.call({
      method: 'GET',
      url: `${FAKE_POSTER_PATH}/menu.getProducts?token=${POSTER_TOKEN}`,
    });
    expect(res.status).toBe(404);
  });
});
