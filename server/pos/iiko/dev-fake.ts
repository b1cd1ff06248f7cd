import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { startTimedJob } from '../../timed-job';
import { FAKE_IIKO_PATH } from '../fake-paths';
import { fakeIikoMove, fakeIikoState, fakeIikoStop, registerFakeIiko, type FakeIikoState } from './fake-iiko';
import type { IikoProductInfo } from './protocol';

/** The path the fake's kitchen walks an order along (a pick-up skips the road). */
const KITCHEN = ['Unconfirmed', 'WaitCooking', 'CookingStarted', 'CookingCompleted', 'OnWay', 'Delivered'];

/** The fake's nomenclature, accounts and terminal groups from the merchants connected to iiko. */
export async function loadFakeIikoState(db: Db, state: FakeIikoState) {
  const merchants = await db
    .selectFrom('merchants')
    .select(['id', 'pos', 'secrets'])
    .where(sql<boolean>`pos->>'provider' = 'iiko'`)
    .execute();
  for (const m of merchants) {
    const organizationId = (m.pos as { organizationId?: string }).organizationId;
    if (m.secrets.iikoApiLogin && organizationId) state.apiLogins.set(m.secrets.iikoApiLogin, organizationId);
    const branches = await db
      .selectFrom('branches')
      .select('pos_ids')
      .where('merchant_id', '=', m.id)
      .execute();
    for (const b of branches) if (b.pos_ids.iiko) state.terminalGroups.add(b.pos_ids.iiko);
    const products = await db
      .selectFrom('products')
      .select(['name', 'cost_price', 'pos_ids', 'modification_groups', 'active'])
      .where('merchant_id', '=', m.id)
      .execute();
    const price = (p: number) => [{ sizeId: null, price: { currentPrice: p, isIncludedInMenu: true } }];
    for (const p of products) {
      if (!p.pos_ids.iiko) continue;
      state.products.push({
        id: p.pos_ids.iiko,
        name: p.name.ru || p.name.eng,
        type: 'Dish',
        isDeleted: false,
        sizePrices: price(p.cost_price),
        groupModifiers: p.modification_groups
          .filter((g) => g.iikoId)
          .map((g) => ({
            id: g.iikoId as string,
            minAmount: g.min,
            maxAmount: g.max,
            childModifiers: g.modifications.filter((c) => c.iikoId).map((c) => ({ id: c.iikoId as string })),
          })),
      } satisfies IikoProductInfo);
      for (const g of p.modification_groups)
        for (const c of g.modifications)
          if (c.iikoId && !state.products.some((x) => x.id === c.iikoId))
            state.products.push({
              id: c.iikoId,
              name: c.name.ru || c.name.eng,
              type: 'Modifier',
              sizePrices: price(c.price),
            });
    }
  }
}

/**
 * Development only (never registered in production): this server answers as iikoCloud at
 * FAKE_IIKO_PATH (the default IIKO_API_URL outside production), for the merchants connected to
 * iiko in this database (the osh demo). Its kitchen moves each order one step a tick (`kitchenMs`,
 * 0: only when told), and `_control/move` and `_control/stop` let a person or a journey move an
 * order or stop a dish as a cashier at the iiko terminal would.
 */
export function registerDevFakeIiko(app: FastifyInstance, db: Db, kitchenMs: number) {
  const state = fakeIikoState({ apiLogin: '', organizationId: '' });
  state.apiLogins.clear();
  let loaded: Promise<void> | null = null;
  const ready = () => (loaded ??= loadFakeIikoState(db, state));
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(FAKE_IIKO_PATH)) await ready();
  });
  registerFakeIiko(app, state, FAKE_IIKO_PATH);
  const byNumber = (externalNumber: string) =>
    [...state.orders.values()].find((o) => o.info.externalNumber === externalNumber && o.info.order);
  app.post<{ Body: { externalNumber?: string; status?: string; courier?: { name: string; phone: string } } }>(
    `${FAKE_IIKO_PATH}/_control/move`,
    async (request, reply) => {
      const found = byNumber(String(request.body?.externalNumber ?? ''));
      if (!found || !request.body?.status)
        return reply.code(404).send({ code: 'NOT_FOUND', message: 'no such order in the fake iiko' });
      return fakeIikoMove(
        state,
        found.info.id,
        request.body.status,
        request.body.courier ? { courier: request.body.courier } : {},
      );
    },
  );
  app.post<{ Body: { terminalGroupId?: string; productIds?: string[] } }>(
    `${FAKE_IIKO_PATH}/_control/stop`,
    async (request) => {
      await fakeIikoStop(state, String(request.body?.terminalGroupId ?? ''), request.body?.productIds ?? []);
      return {};
    },
  );
  app.get<{ Querystring: { externalNumber?: string } }>(
    `${FAKE_IIKO_PATH}/_control/order`,
    async (request, reply) => {
      const found = byNumber(String(request.query.externalNumber ?? ''));
      return found
        ? { info: found.info, body: found.body }
        : reply.code(404).send({ code: 'NOT_FOUND', message: 'not in the fake iiko' });
    },
  );
  if (kitchenMs <= 0) return () => undefined;
  return startTimedJob('fake iiko kitchen', kitchenMs, async () => {
    for (const o of state.orders.values()) {
      const at = KITCHEN.indexOf(o.info.order?.status ?? '');
      if (at < 0 || at === KITCHEN.length - 1) continue;
      const pickup = (o.body.order as { orderServiceType?: string }).orderServiceType === 'DeliveryByClient';
      const next = pickup && KITCHEN[at + 1] === 'OnWay' ? 'Closed' : (KITCHEN[at + 1] as string);
      await fakeIikoMove(
        state,
        o.info.id,
        next,
        next === 'OnWay' ? { courier: { name: 'Jasur', phone: '+998901112233' } } : {},
      );
    }
  });
}
