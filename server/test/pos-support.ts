import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { adapterFor } from '../pos/adapters';
import { loadFakeIikoState } from '../pos/iiko/dev-fake';
import { fakeIikoState, registerFakeIiko, type FakeIikoState } from '../pos/iiko/fake-iiko';
import type { PosDeps } from '../pos/sender';
import { headers, login, startTestServer, type TestServer } from './harness';

export const OSH = 2;
export const LOGIN = 'osh-iiko-api-login';
export const TOKEN = 'osh-webhook-token';

/**
 * The osh demo merchant connected to a local iikoCloud (its own HTTP server speaking the Transport
 * API), our server listening for its webhooks; set up before the tests of a describe block.
 */
export function iikoWorld(kind: string) {
  const w = {
    server: undefined as unknown as TestServer,
    fake: undefined as unknown as FastifyInstance,
    iiko: undefined as unknown as FakeIikoState,
    deps: undefined as unknown as PosDeps,
    customer: '',
    operator: '',
    base: '',
    creates: () => w.iiko.calls.filter((c) => c.path === '/api/1/deliveries/create'),
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
          headers: headers(OSH, w.operator),
        })
      ).body,
    webhook: (body: unknown, authorization = TOKEN) =>
      fetch(`${w.base}/api/pos/v1/iiko/osh/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(body),
      }),
  };
  beforeAll(async () => {
    w.fake = Fastify();
    w.iiko = fakeIikoState({ apiLogin: LOGIN, organizationId: 'unused' });
    registerFakeIiko(w.fake, w.iiko);
    await w.fake.listen({ port: 0, host: '127.0.0.1' });
    const iikoUrl = `http://127.0.0.1:${(w.fake.server.address() as AddressInfo).port}`;
    w.server = await startTestServer(kind, { IIKO_API_URL: iikoUrl });
    await w.server.app.listen({ port: 0, host: '127.0.0.1' });
    w.base = `http://127.0.0.1:${(w.server.app.server.address() as AddressInfo).port}`;
    w.iiko.apiLogins.clear();
    await loadFakeIikoState(w.server.db, w.iiko);
    w.deps = {
      db: w.server.db,
      events: w.server.events,
      urls: { iikoApiUrl: iikoUrl, posterApiUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 },
    };
    const merchant = await w.server.db
      .selectFrom('merchants')
      .select(['pos', 'secrets'])
      .where('id', '=', OSH)
      .executeTakeFirstOrThrow();
    await adapterFor(merchant, w.deps.urls)?.registerWebhook?.(
      `${w.base}/api/pos/v1/iiko/osh/webhook`,
      TOKEN,
    );
    w.customer = (await login(w.server, OSH, '998901000441', '10.44.0.1')).token;
    w.operator = (await login(w.server, OSH, '998900000011', '10.44.0.2', '/api/ops/v1')).token;
  });
  afterAll(async () => {
    await w.server.close();
    await w.fake.close();
  });
  beforeEach(() => {
    w.iiko.failures.clear();
  });
  return w;
}

/** A local iikoCloud on its own port (the contract test's), its accounts and menu loaded from `db` later. */
export async function listenFakeIiko() {
  const app = Fastify();
  const state = fakeIikoState({ apiLogin: LOGIN, organizationId: 'unused' });
  state.apiLogins.clear();
  registerFakeIiko(app, state);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, state, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** A test server whose osh merchant is connected to a local iiko (its accounts and menu loaded). */
export async function serverWithFakeIiko(kind: string) {
  const iiko = await listenFakeIiko();
  const server = await startTestServer(kind, { IIKO_API_URL: iiko.url });
  await loadFakeIikoState(server.db, iiko.state);
  return { server, iiko, close: () => Promise.all([server.close(), iiko.app.close()]) };
}
