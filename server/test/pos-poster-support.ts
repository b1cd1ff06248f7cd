import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../db/database';
import { loadFakePosterState } from '../pos/poster/dev-fake';
import { fakePosterState, registerFakePoster, type FakePosterState } from '../pos/poster/fake-poster';
import type { PosDeps } from '../pos/sender';
import { headers, login, startTestServer, type TestServer } from './harness';

/** The fixture cafe: the osh demo's menu and branches, connected (in the test's database only) to Poster. */
export const CAFE = 2;
export const POSTER_TOKEN = '250001:4164553abf6a031302898da7800b59fb';
export const POSTER_SECRET = 'fe2bc8e865d8fc2236968ee53c3b2bd5';
export const ACCOUNT = 'osh-cafe';

/**
 * The cafe connected to Poster as merchant.json and the folder's ids would connect it: pos
 * { provider: 'poster', account }, secrets posterToken and posterAppSecret, each branch's
 * joinPosterId (a spot), each dish's, group's and choice's posterId. Only this test's database
 * changes; the seeded demo stays on iiko.
 */
export async function connectCafeToPoster(db: Db) {
  const merchant = await db
    .selectFrom('merchants')
    .select('secrets')
    .where('id', '=', CAFE)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('merchants')
    .set({
      pos: JSON.stringify({ provider: 'poster', account: ACCOUNT }),
      secrets: JSON.stringify({
        ...merchant.secrets,
        posterToken: POSTER_TOKEN,
        posterAppSecret: POSTER_SECRET,
      }) as never,
    })
    .where('id', '=', CAFE)
    .execute();
  const branches = await db
    .selectFrom('branches')
    .select(['id', 'pos_ids'])
    .where('merchant_id', '=', CAFE)
    .orderBy('id')
    .execute();
  for (const [i, b] of branches.entries())
    await db
      .updateTable('branches')
      .set({ pos_ids: JSON.stringify({ ...b.pos_ids, poster: String(i + 1) }) })
      .where('id', '=', b.id)
      .execute();
  const products = await db
    .selectFrom('products')
    .select(['id', 'pos_ids', 'modification_groups'])
    .where('merchant_id', '=', CAFE)
    .execute();
  for (const p of products)
    await db
      .updateTable('products')
      .set({
        pos_ids: JSON.stringify({ ...p.pos_ids, poster: String(100 + p.id) }),
        modification_groups: JSON.stringify(
          p.modification_groups.map((g) => ({
            ...g,
            posterId: String(10 + g.id),
            modifications: g.modifications.map((c) => ({ ...c, posterId: String(500 + c.id) })),
          })),
        ),
      })
      .where('id', '=', p.id)
      .execute();
}

/**
 * The cafe on Poster: a local Poster (its own HTTP server speaking the web API), our server
 * listening for its webhooks; set up before the tests of a describe block.
 */
export function posterWorld(kind: string) {
  const w = {
    server: undefined as unknown as TestServer,
    fake: undefined as unknown as FastifyInstance,
    poster: undefined as unknown as FakePosterState,
    deps: undefined as unknown as PosDeps,
    customer: '',
    operator: '',
    base: '',
    creates: () => w.poster.calls.filter((c) => c.method === 'incomingOrders.createIncomingOrder'),
    /** the online orders Poster holds for one of ours (by the number its comment starts with) */
    held: (number: number) =>
      [...w.poster.orders.entries()].filter(([, o]) => (o.order.comment ?? '').startsWith(`№${number} `)),
    row: (orderId: number) =>
      w.server.db
        .selectFrom('pos_orders')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow(),
    order: (id: number) =>
      w.server.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    /** the outbox row due now (its backoff skipped: the test is the clock) */
    dueNow: (orderId: number) =>
      w.server.db
        .updateTable('pos_orders')
        .set({ next_attempt_at: new Date(0) })
        .where('order_id', '=', orderId)
        .execute(),
    desk: async (id: number) =>
      (
        await w.server.call({
          method: 'GET',
          url: `/api/ops/v1/orders/${id}`,
          headers: headers(CAFE, w.operator),
        })
      ).body,
    webhook: (body: unknown) =>
      fetch(`${w.base}/api/pos/v1/poster/osh/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
  beforeAll(async () => {
    w.fake = Fastify();
    w.poster = fakePosterState({ account: ACCOUNT, token: POSTER_TOKEN });
    registerFakePoster(w.fake, w.poster);
    await w.fake.listen({ port: 0, host: '127.0.0.1' });
    const posterUrl = `http://127.0.0.1:${(w.fake.server.address() as AddressInfo).port}`;
    w.server = await startTestServer(kind, { POSTER_API_URL: posterUrl });
    await w.server.app.listen({ port: 0, host: '127.0.0.1' });
    w.base = `http://127.0.0.1:${(w.server.app.server.address() as AddressInfo).port}`;
    await connectCafeToPoster(w.server.db);
    await loadFakePosterState(w.server.db, w.poster, w.base);
    w.deps = {
      db: w.server.db,
      events: w.server.events,
      urls: { iikoApiUrl: 'http://127.0.0.1:9', posterApiUrl: posterUrl, timeoutMs: 2_000 },
    };
    w.customer = (await login(w.server, CAFE, '998901000442', '10.44.1.1')).token;
    w.operator = (await login(w.server, CAFE, '998900000011', '10.44.1.2', '/api/ops/v1')).token;
  });
  afterAll(async () => {
    await w.server.close();
    await w.fake.close();
  });
  beforeEach(() => {
    w.poster.failures.clear();
  });
  return w;
}
