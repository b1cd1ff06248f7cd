import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { FAKE_POSTER_PATH } from '../fake-paths';
import {
  fakePosterAccept,
  fakePosterClose,
  fakePosterHide,
  fakePosterReject,
  fakePosterState,
  registerFakePoster,
  type FakePosterState,
} from './fake-poster';
import type { PosterProduct } from './protocol';

/**
 * The fake's accounts, spots and menu from the merchants connected to Poster in this database:
 * each one's posterToken, its branches' joinPosterId as spots, its dishes and choices by posterId
 * (prices per spot in kopecks, a choice's in money, as Poster gives them), and its webhooks to
 * `webhookBaseUrl`, signed with its posterAppSecret (one merchant's: Poster has one webhook
 * address per application).
 */
export async function loadFakePosterState(db: Db, state: FakePosterState, webhookBaseUrl?: string) {
  const merchants = await db
    .selectFrom('merchants')
    .select(['id', 'sub', 'pos', 'secrets'])
    .where(sql<boolean>`pos->>'provider' = 'poster'`)
    .execute();
  for (const m of merchants) {
    if (m.secrets.posterToken) state.tokens.add(m.secrets.posterToken);
    const account = (m.pos as { account?: string }).account;
    if (account) state.account = account;
    if (webhookBaseUrl && m.secrets.posterAppSecret)
      state.webhook = {
        uri: `${webhookBaseUrl}/api/pos/v1/poster/${m.sub}/webhook`,
        secret: m.secrets.posterAppSecret,
      };
    const spots = (
      await db.selectFrom('branches').select('pos_ids').where('merchant_id', '=', m.id).execute()
    ).flatMap((b) => (b.pos_ids.poster ? [b.pos_ids.poster] : []));
    for (const s of spots) state.spots.add(s);
    const products = await db
      .selectFrom('products')
      .select(['name', 'cost_price', 'pos_ids', 'modification_groups', 'category_id'])
      .where('merchant_id', '=', m.id)
      .execute();
    for (const p of products) {
      if (!p.pos_ids.poster) continue;
      state.products.push({
        product_id: p.pos_ids.poster,
        product_name: p.name.ru || p.name.eng,
        menu_category_id: String(p.category_id),
        hidden: '0',
        spots: spots.map((spot) => ({ spot_id: spot, price: String(p.cost_price * 100), visible: '1' })),
        group_modifications: p.modification_groups
          .filter((g) => g.posterId)
          .map((g) => ({
            dish_modification_group_id: Number(g.posterId),
            name: g.name.ru || g.name.eng,
            num_min: g.min,
            num_max: g.max,
            is_deleted: 0,
            modifications: g.modifications
              .filter((c) => c.posterId)
              .map((c) => ({
                dish_modification_id: Number(c.posterId),
                name: c.name.ru || c.name.eng,
                price: c.price,
              })),
          })),
      } satisfies PosterProduct);
    }
  }
}

/**
 * Development only (never registered in production): this server answers as Poster at
 * FAKE_POSTER_PATH (the default POSTER_API_URL outside production) for the merchants connected to
 * Poster in this database, and `_control/accept|reject|close|hide` let a person or a journey act
 * as the cashier at the Poster register (each posts Poster's signed webhook back to us).
 */
export function registerDevFakePoster(app: FastifyInstance, db: Db, webhookBaseUrl: string) {
  const state = fakePosterState({ account: '', token: '' });
  state.tokens.clear();
  let loaded: Promise<void> | null = null;
  const ready = () => (loaded ??= loadFakePosterState(db, state, webhookBaseUrl));
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(FAKE_POSTER_PATH)) await ready();
  });
  const byNumber = (number: string) =>
    [...state.orders.entries()].find(([, o]) => (o.order.comment ?? '').startsWith(`№${number} `))?.[0];
  app.post<{ Body: { number?: string | number; action?: string; spot?: string; productIds?: string[] } }>(
    `${FAKE_POSTER_PATH}/_control/:what`,
    async (request, reply) => {
      const what = (request.params as { what: string }).what;
      const body = request.body ?? {};
      if (what === 'hide') {
        await fakePosterHide(state, String(body.spot ?? ''), body.productIds ?? [], body.action !== 'show');
        return {};
      }
      const id = byNumber(String(body.number ?? ''));
      if (!id)
        return reply.code(404).send({ code: 'NOT_FOUND', message: 'no such order in the fake Poster' });
      if (what === 'accept') return fakePosterAccept(state, id);
      if (what === 'reject') return { status: await fakePosterReject(state, id) };
      if (what === 'close') return { status: await fakePosterClose(state, id) };
      return reply.code(404).send({ code: 'NOT_FOUND', message: `no control ${what}` });
    },
  );
  registerFakePoster(app, state, FAKE_POSTER_PATH);
}
