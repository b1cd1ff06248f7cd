import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IikoOrderInfo, IikoProductInfo } from './protocol';

/**
 * A local iikoCloud speaking the Transport API as its contract publishes it, for the tests and for
 * development (never in production): POST /api/1/access_token { apiLogin } → { correlationId,
 * token } (an hour; 401 after, or for a token it never gave); deliveries/create (CreateOrderRequest
 * → OrderResponse { correlationId, orderInfo }), deliveries/by_id ({ organizationId, orderIds } →
 * { correlationId, orders }), deliveries/add_items and change_comment (an order's edit), stop_lists, nomenclature, webhooks/update_settings ({ organizationId,
 * webHooksUri, authToken }); its kitchen then posts DeliveryOrderUpdate and StopListUpdate events
 * to the registered address with `Authorization: <authToken>`.
 */
export interface FakeIikoOrder {
  info: IikoOrderInfo;
  body: Record<string, unknown>;
  terminalGroupId: string;
}

/** What the next calls of a path do instead of answering: an HTTP status, hang past the caller's time-out, or create and then hang. */
export type FakeFailure = number | 'timeout' | 'create-then-timeout';

export interface FakeIikoState {
  apiLogins: Map<string, string>;
  tokens: Map<string, number>;
  orders: Map<string, FakeIikoOrder>;
  products: IikoProductInfo[];
  terminalGroups: Set<string>;
  /** terminal group → product ids out */
  stops: Map<string, Set<string>>;
  webhook: { uri: string; authToken: string } | null;
  /** calls by path, in order */
  calls: { path: string; body: unknown }[];
  failures: Map<string, FakeFailure[]>;
  tokenLifetimeMs: number;
  now: () => number;
  next: number;
}

export function fakeIikoState(options: { apiLogin: string; organizationId: string }): FakeIikoState {
  return {
    apiLogins: new Map([[options.apiLogin, options.organizationId]]),
    tokens: new Map(),
    orders: new Map(),
    products: [],
    terminalGroups: new Set(),
    stops: new Map(),
    webhook: null,
    calls: [],
    failures: new Map(),
    tokenLifetimeMs: 3600_000,
    now: Date.now,
    next: 1000,
  };
}

/** An order item as OrderInfo gives it back: its positionId (iiko's own when none was sent), product and amount. */
const itemInfo = (i: Record<string, unknown>) => ({
  positionId: typeof i.positionId === 'string' ? i.positionId : randomUUID(),
  product: { id: String(i.productId) },
  amount: Number(i.amount),
});

const error = (reply: FastifyReply, status: number, description: string) =>
  reply.code(status).send({ errorDescription: description, error: description, correlationId: randomUUID() });

/** The fake's routes under `prefix` ('' for a server of its own). */
export function registerFakeIiko(app: FastifyInstance, state: FakeIikoState, prefix = '') {
  const authorized = (request: FastifyRequest) => {
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const until = token ? state.tokens.get(token) : undefined;
    return until !== undefined && until > state.now();
  };
  const route = (
    path: string,
    handler: (body: Record<string, unknown>, reply: FastifyReply) => Promise<unknown> | unknown,
    open = false,
  ) =>
    app.post(`${prefix}${path}`, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      state.calls.push({ path, body });
      const failure = state.failures.get(path)?.shift();
      if (failure === 'timeout') return new Promise(() => undefined);
      if (typeof failure === 'number')
        return reply
          .code(failure)
          .header('retry-after', failure === 429 ? '1' : undefined)
          .send({ errorDescription: `fake failure ${failure}` });
      if (!open && !authorized(request)) return error(reply, 401, 'Unauthorized');
      const answer = await handler(body, reply);
      if (failure === 'create-then-timeout') return new Promise(() => undefined);
      return answer;
    });

  route(
    '/api/1/access_token',
    (body, reply) => {
      if (!state.apiLogins.has(String(body.apiLogin))) return error(reply, 401, 'Login is not authorized');
      const token = randomUUID();
      state.tokens.set(token, state.now() + state.tokenLifetimeMs);
      return { correlationId: randomUUID(), token };
    },
    true,
  );

  route('/api/1/deliveries/create', (body, reply) => {
    const order = body.order as Record<string, unknown> | undefined;
    if (!order || !body.organizationId) return error(reply, 400, 'organizationId and order are required');
    const id = typeof order.id === 'string' ? order.id : randomUUID();
    if (state.orders.has(id)) return error(reply, 400, `Order with id ${id} already exists`);
    const terminalGroupId = String(body.terminalGroupId ?? '');
    const items = (order.items ?? []) as { productId?: string; modifiers?: { productId?: string }[] }[];
    const known = new Set(state.products.map((p) => p.id));
    const unknown = items
      .flatMap((i) => [i.productId, ...(i.modifiers ?? []).map((m) => m.productId)])
      .find((pid) => known.size > 0 && !known.has(String(pid)));
    const refused = !state.terminalGroups.has(terminalGroupId)
      ? `Terminal group ${terminalGroupId} is not found`
      : unknown
        ? `Product ${unknown} is not found`
        : [...(state.stops.get(terminalGroupId) ?? [])].find((pid) => items.some((i) => i.productId === pid))
          ? 'A product of the order is in the stop list'
          : null;
    const info: IikoOrderInfo = {
      id,
      externalNumber: (order.externalNumber as string) ?? null,
      organizationId: String(body.organizationId),
      timestamp: state.now(),
      creationStatus: refused ? 'Error' : 'Success',
      errorInfo: refused ? { code: 'Common', message: refused, description: refused } : null,
      order: refused
        ? null
        : { number: state.next++, status: 'Unconfirmed', items: items.map((i) => itemInfo(i)) },
    };
    state.orders.set(id, { info, body, terminalGroupId });
    return { correlationId: randomUUID(), orderInfo: info };
  });

  // AddOrderItemsRequest { organizationId, orderId, items } → CorrelationIdResponse (a command);
  // a positionId the order has already is refused, as iiko refuses one not unique in the system
  route('/api/1/deliveries/add_items', (body, reply) => {
    const found = state.orders.get(String(body.orderId));
    if (!found?.info.order) return error(reply, 400, `Order ${String(body.orderId)} is not found`);
    const items = (body.items ?? []) as Record<string, unknown>[];
    if (!body.organizationId || items.length === 0)
      return error(reply, 400, 'organizationId, orderId and items are required');
    const had = new Set((found.info.order.items ?? []).map((i) => i.positionId));
    const twice = items.find((i) => typeof i.positionId === 'string' && had.has(i.positionId));
    if (twice) return error(reply, 400, `Position ${String(twice.positionId)} already exists`);
    found.info.order.items = [...(found.info.order.items ?? []), ...items.map((i) => itemInfo(i))];
    const order = found.body.order as Record<string, unknown>;
    order.items = [...((order.items ?? []) as unknown[]), ...items];
    found.info.timestamp = state.now();
    return { correlationId: randomUUID() };
  });

  // ChangeDeliveryCommentRequest { organizationId, orderId, comment } → CorrelationIdResponse
  route('/api/1/deliveries/change_comment', (body, reply) => {
    const found = state.orders.get(String(body.orderId));
    if (!found?.info.order) return error(reply, 400, `Order ${String(body.orderId)} is not found`);
    if (!body.organizationId || typeof body.comment !== 'string')
      return error(reply, 400, 'organizationId, orderId and comment are required');
    (found.body.order as Record<string, unknown>).comment = body.comment;
    found.info.timestamp = state.now();
    return { correlationId: randomUUID() };
  });

  route('/api/1/deliveries/by_id', (body) => ({
    correlationId: randomUUID(),
    orders: ((body.orderIds ?? []) as string[]).flatMap((id) => {
      const found = state.orders.get(id);
      return found ? [found.info] : [];
    }),
  }));

  route('/api/1/stop_lists', (body) => ({
    correlationId: randomUUID(),
    terminalGroupStopLists: ((body.organizationIds ?? []) as string[]).map((organizationId) => ({
      organizationId,
      items: [...state.terminalGroups]
        .filter((t) => !body.terminalGroupsIds || (body.terminalGroupsIds as string[]).includes(t))
        .map((terminalGroupId) => ({
          terminalGroupId,
          items: [...(state.stops.get(terminalGroupId) ?? [])].map((productId) => ({
            productId,
            balance: 0,
            dateAdd: new Date(state.now()).toISOString(),
          })),
        })),
    })),
  }));

  route('/api/1/nomenclature', () => ({
    correlationId: randomUUID(),
    groups: [],
    productCategories: [],
    products: state.products,
    sizes: [],
    revision: state.next,
  }));

  route('/api/1/webhooks/update_settings', (body) => {
    state.webhook = { uri: String(body.webHooksUri), authToken: String(body.authToken ?? '') };
    return { correlationId: randomUUID() };
  });
}

/** The fake's kitchen: moves an order to an iiko status (with a courier) and tells the registered webhook. */
export async function fakeIikoMove(
  state: FakeIikoState,
  orderId: string,
  status: string,
  extra: { courier?: { name: string; phone: string }; cancelReason?: string } = {},
): Promise<IikoOrderInfo> {
  const found = state.orders.get(orderId);
  if (!found?.info.order) throw new Error(`fake iiko has no created order ${orderId}`);
  found.info = {
    ...found.info,
    timestamp: Math.max(state.now(), (found.info.timestamp ?? 0) + 1),
    order: {
      ...found.info.order,
      status,
      ...(extra.courier
        ? {
            courierInfo: {
              courier: { id: randomUUID(), name: extra.courier.name, phone: extra.courier.phone },
            },
          }
        : {}),
      ...(status === 'Cancelled'
        ? { cancelInfo: { cause: { name: extra.cancelReason ?? 'Cancelled in iiko' }, comment: null } }
        : {}),
    },
  };
  await fakeIikoNotify(state, [
    { eventType: 'DeliveryOrderUpdate', organizationId: found.info.organizationId, eventInfo: found.info },
  ]);
  return found.info;
}

/** The fake's stop-list changes at a terminal group, told to the registered webhook. */
export async function fakeIikoStop(state: FakeIikoState, terminalGroupId: string, productIds: string[]) {
  state.stops.set(terminalGroupId, new Set(productIds));
  await fakeIikoNotify(state, [
    {
      eventType: 'StopListUpdate',
      eventInfo: { terminalGroupsStopListsUpdates: [{ id: terminalGroupId, isFull: true }] },
    },
  ]);
}

/** Posts events to the registered webhook (an array, as iiko sends them). */
export async function fakeIikoNotify(state: FakeIikoState, events: Record<string, unknown>[]) {
  if (!state.webhook) return null;
  const res = await fetch(state.webhook.uri, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: state.webhook.authToken },
    body: JSON.stringify(
      events.map((e) => ({
        eventTime: new Date(state.now()).toISOString(),
        correlationId: randomUUID(),
        ...e,
      })),
    ),
  });
  return res.status;
}
