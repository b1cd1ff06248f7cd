import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  PosterCategory,
  PosterCreateIncomingOrder,
  PosterIncomingOrder,
  PosterProduct,
  PosterTransaction,
} from './protocol';
import { signPosterWebhook, type PosterWebhook } from './webhook';

/**
 * A local Poster speaking its web API as joinposter/docs (en/web) documents it, for the tests and
 * for development (never in production): `<prefix>/<method>?token=…`, answers `{ response }` or,
 * with HTTP 200, `{ error: { code, message } }` (10 no token, 11 a token it never gave, 34 required
 * field missing, 41 product not found, 42 modification / order not found, 52 a date range over 3
 * days, 60 location not found, 88 payment sum not the products' sum, 700 rate restriction).
 * Methods: incomingOrders.createIncomingOrder / getIncomingOrder / getIncomingOrders,
 * menu.getProducts / getCategories, dash.getTransaction. Its register (`fakePosterAccept`,
 * `fakePosterReject`, `fakePosterClose`, `fakePosterHide`) posts the webhooks Poster posts, signed
 * with the application secret as Poster signs them.
 */
export interface FakePosterOrder {
  order: PosterIncomingOrder;
  body: PosterCreateIncomingOrder;
}

/**
 * What the next call of a method does instead of answering: an HTTP status (401, 429, 5xx), a
 * Poster error code in a 200 (`{ code }`), hang past the caller's time-out, or create the online
 * order and then hang (the answer lost).
 */
export type FakePosterFailure = number | { code: number } | 'timeout' | 'create-then-timeout';

export interface FakePosterState {
  account: string;
  tokens: Set<string>;
  spots: Set<string>;
  products: PosterProduct[];
  categories: PosterCategory[];
  orders: Map<string, FakePosterOrder>;
  checks: Map<string, PosterTransaction>;
  /** the application's webhook address and secret (set in Poster's developer account) */
  webhook: { uri: string; secret: string } | null;
  calls: { method: string; query: Record<string, string>; body: unknown }[];
  /** the webhooks it posted, signed, in order */
  sent: PosterWebhook[];
  failures: Map<string, FakePosterFailure[]>;
  /** Unix seconds (webhooks' `time`) */
  now: () => number;
  next: number;
}

export function fakePosterState(options: { account: string; token: string }): FakePosterState {
  return {
    account: options.account,
    tokens: new Set([options.token]),
    spots: new Set(),
    products: [],
    categories: [],
    orders: new Map(),
    checks: new Map(),
    webhook: null,
    calls: [],
    sent: [],
    failures: new Map(),
    now: () => Math.floor(Date.now() / 1000),
    next: 100,
  };
}

const posterError = (code: number, message: string) => ({ error: { code, message } });
const sqlTime = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

type Handler = (query: Record<string, string>, body: Record<string, unknown>) => unknown;

/** The fake's methods under `prefix` ('' for a server of its own). */
export function registerFakePoster(app: FastifyInstance, state: FakePosterState, prefix = '') {
  const methods: Record<string, Handler> = {
    'incomingOrders.createIncomingOrder': (_q, body) => createIncomingOrder(state, body),
    'incomingOrders.getIncomingOrder': (query) => {
      const found = state.orders.get(String(query.incoming_order_id));
      return found ? { response: found.order } : posterError(42, 'Order not found');
    },
    'incomingOrders.getIncomingOrders': (query) => {
      const from = query.date_from ? Date.parse(`${query.date_from}Z`) : null;
      const to = query.date_to ? Date.parse(`${query.date_to}Z`) : Date.now();
      if (from !== null && to - from > 3 * 86_400_000)
        return posterError(52, 'The date range must be no more than 3 days');
      return {
        response: [...state.orders.values()]
          .map((o) => o.order)
          .filter((o) => query.status === undefined || String(o.status) === query.status)
          .filter((o) => {
            const at = Date.parse(`${o.created_at}Z`);
            return (from === null || at >= from) && at <= to;
          }),
      };
    },
    'menu.getProducts': () => ({ response: state.products }),
    'menu.getCategories': () => ({ response: state.categories }),
    'dash.getTransaction': (query) => {
      const check = state.checks.get(String(query.transaction_id));
      return check ? { response: [check] } : posterError(32, "The ID doesn't exist");
    },
  };
  const answer = async (
    method: string,
    query: Record<string, string>,
    body: Record<string, unknown>,
    reply: FastifyReply,
  ) => {
    state.calls.push({ method, query, body });
    const failure = state.failures.get(method)?.shift();
    if (failure === 'timeout') return new Promise(() => undefined);
    if (typeof failure === 'number')
      return reply
        .code(failure)
        .header('retry-after', failure === 429 ? '1' : undefined)
        .send(failure === 401 ? posterError(11, 'Invalid access_token') : `fake failure ${failure}`);
    if (typeof failure === 'object') return posterError(failure.code, `fake error ${failure.code}`);
    if (!query.token) return posterError(10, 'access_token is not specified');
    if (!state.tokens.has(query.token)) return posterError(11, 'Invalid access_token');
    const handler = methods[method];
    if (!handler) return reply.code(404).send(posterError(404, `unknown method ${method}`));
    const result = handler(query, body);
    if (failure === 'create-then-timeout') return new Promise(() => undefined);
    return result;
  };
  app.get<{ Params: { method: string }; Querystring: Record<string, string> }>(
    `${prefix}/:method`,
    (request, reply) => answer(request.params.method, request.query, {}, reply),
  );
  app.post<{ Params: { method: string }; Querystring: Record<string, string> }>(
    `${prefix}/:method`,
    (request, reply) =>
      answer(request.params.method, request.query, (request.body ?? {}) as Record<string, unknown>, reply),
  );
}

function createIncomingOrder(state: FakePosterState, raw: Record<string, unknown>) {
  const body = raw as unknown as PosterCreateIncomingOrder;
  if (!state.spots.has(String(body.spot_id))) return posterError(60, 'Location not found');
  if (!body.phone) return posterError(34, 'Absence of required properties: phone');
  if (!Array.isArray(body.products) || body.products.length === 0)
    return posterError(34, 'Absence of required properties: products');
  for (const line of body.products) {
    const product = state.products.find((p) => String(p.product_id) === String(line.product_id));
    if (!product) return posterError(41, 'Product not found');
    if (!(Number(line.count) > 0)) return posterError(46, 'Product count have to equal or greater then 0');
    if (line.modification !== undefined) {
      let chosen: { m: number; a: number }[];
      try {
        chosen = JSON.parse(line.modification) as { m: number; a: number }[];
      } catch {
        return posterError(400, 'Invalid request format: modification');
      }
      const known = new Set(
        (product.group_modifications ?? []).flatMap((g) =>
          g.modifications.map((m) => String(m.dish_modification_id)),
        ),
      );
      if (!Array.isArray(chosen) || chosen.some((c) => !known.has(String(c.m))))
        return posterError(42, 'Product modification not found');
    }
  }
  if (body.payment) {
    const sum = body.products.reduce((s, p) => s + Number(p.price ?? 0) * Number(p.count), 0);
    if (Number(body.payment.sum) !== sum)
      return posterError(88, 'Total products sum not equal to payment sum');
  }
  const id = String(state.next++);
  const created = sqlTime(state.now());
  const order: PosterIncomingOrder = {
    incoming_order_id: Number(id),
    spot_id: Number(body.spot_id),
    status: 0,
    phone: body.phone,
    first_name: body.first_name ?? null,
    address: body.address ?? null,
    comment: body.comment ?? null,
    created_at: created,
    updated_at: created,
    transaction_id: null,
    products: body.products.map((p, i) => ({
      io_product_id: i + 1,
      product_id: p.product_id,
      modificator_id: null,
      count: p.count,
    })),
  };
  state.orders.set(id, { order, body });
  return { response: order };
}

/** Posts a webhook as Poster does, signed with the application secret; the answer's status. */
export async function fakePosterNotify(
  state: FakePosterState,
  event: { object: string; object_id: number | string; action: string; data?: string },
): Promise<number | null> {
  if (!state.webhook) return null;
  const body = signPosterWebhook(
    { account: state.account, account_number: '1', ...event, time: String(state.now()) },
    state.webhook.secret,
  );
  state.sent.push(body);
  const res = await fetch(state.webhook.uri, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}

const orderOf = (state: FakePosterState, id: string) => {
  const found = state.orders.get(id);
  if (!found) throw new Error(`fake Poster has no online order ${id}`);
  return found;
};

/** The cashier accepts an online order: it becomes an open check; Poster posts incoming_order changed. */
export async function fakePosterAccept(state: FakePosterState, id: string) {
  const found = orderOf(state, id);
  const check = String(state.next++ + 5000);
  state.checks.set(check, {
    transaction_id: check,
    status: '1',
    spot_id: String(found.order.spot_id),
    date_close: '0',
  });
  found.order = {
    ...found.order,
    status: 1,
    transaction_id: Number(check),
    updated_at: sqlTime(state.now()),
  };
  return {
    check,
    status: await fakePosterNotify(state, {
      object: 'incoming_order',
      object_id: Number(id),
      action: 'changed',
    }),
  };
}

/** The cashier rejects an online order; Poster posts incoming_order changed. */
export async function fakePosterReject(state: FakePosterState, id: string) {
  const found = orderOf(state, id);
  found.order = { ...found.order, status: 7, updated_at: sqlTime(state.now()) };
  return fakePosterNotify(state, { object: 'incoming_order', object_id: Number(id), action: 'changed' });
}

/** The cashier closes (2) or removes (3) the check an accepted order became; Poster posts transaction changed. */
export async function fakePosterClose(state: FakePosterState, id: string, status: '2' | '3' = '2') {
  const check = String(orderOf(state, id).order.transaction_id ?? '');
  const found = state.checks.get(check);
  if (!found) throw new Error(`fake Poster's order ${id} has no check`);
  state.checks.set(check, { ...found, status, date_close: String(state.now() * 1000) });
  return fakePosterNotify(state, { object: 'transaction', object_id: Number(check), action: 'changed' });
}

/** Products hidden (or shown again) at a spot, as a manager does to stop one; Poster posts product changed. */
export async function fakePosterHide(
  state: FakePosterState,
  spot: string,
  productIds: string[],
  hidden = true,
) {
  for (const p of state.products)
    if (productIds.includes(String(p.product_id)))
      p.spots = (p.spots ?? []).map((s) =>
        String(s.spot_id) === spot ? { ...s, visible: hidden ? '0' : '1' } : s,
      );
  for (const id of productIds)
    await fakePosterNotify(state, { object: 'product', object_id: Number(id), action: 'changed' });
}
