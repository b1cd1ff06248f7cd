import type { Db } from '../db/database';

/** a small seeded random: the same orders on every run and both databases */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export interface Placed {
  id: number;
  created: Date;
  branchId: number;
  channel: 'WEB' | 'TELEGRAM' | 'TABLE';
  service: string;
  payment: string;
  total: number;
  discount: number;
  delivery: number;
  cancelled: boolean;
  reason: string | null;
  promoId: number | null;
  userId: number;
  lines: { productId: number; count: number; total: number }[];
}

export const sum = (list: Placed[], pick: (o: Placed) => number) => list.reduce((a, o) => a + pick(o), 0);

/**
 * 240 orders of merchant M written straight to the table (as a POS import would) from 2026-11-01 to
 * 2026-11-14 local, half of them seconds either side of a local midnight, over every branch,
 * channel, service and payment; then a fifth cancelled with a reason and some totals changed.
 */
export async function placeRandomOrders(db: Db, M: number): Promise<Placed[]> {
  const placed: Placed[] = [];
  const users: number[] = [];
  const branchIds = (await db.selectFrom('branches').select('id').where('merchant_id', '=', M).execute()).map(
    (b) => b.id,
  );
  const products = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('merchant_id', '=', M)
    .orderBy('id')
    .limit(6)
    .execute();
  const promo = await db
    .insertInto('promos')
    .values({ merchant_id: M, code: 'REPORT10', discount_type: 'FIXED' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const phone of ['998901470001', '998901470002', '998901470003', '998901470004'])
    users.push(
      (
        await db
          .insertInto('users')
          .values({ merchant_id: M, phone })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const rnd = random(47);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  // 2026-11-01 .. 2026-11-14 local; half the orders a few seconds either side of a local midnight
  // (19:00 UTC is midnight in Tashkent)
  const start = Date.UTC(2026, 9, 31, 19, 0, 0);
  for (let i = 0; i < 240; i++) {
    const day = Math.floor(rnd() * 14);
    const offset =
      i % 2 === 0
        ? (rnd() < 0.5 ? -1 : 1) * Math.floor(rnd() * 5 + 1) * 1000
        : Math.floor(rnd() * 86_400_000);
    const created = new Date(start + day * 86_400_000 + offset);
    const channel = pick(['WEB', 'TELEGRAM', 'TABLE'] as const);
    const service = channel === 'TABLE' ? 'DINE_IN' : pick(['DELIVERY', 'PICK_UP']);
    const lines = [pick(products), pick(products)].map((p, k) => ({
      productId: p.id,
      name: p.name,
      image: null,
      count: k + 1,
      price: 10_000,
      discount: 0,
      total: (k + 1) * 10_000 + Math.floor(rnd() * 5) * 1000,
      modifications: [],
    }));
    const delivery = service === 'DELIVERY' ? 8_000 : 0;
    const promoId = rnd() < 0.2 ? promo.id : null;
    const discount = promoId ? 5_000 : 0;
    const total = sum(lines as never, (l) => (l as unknown as { total: number }).total) + delivery - discount;
    const userId = pick(users);
    const row = await db
      .insertInto('orders')
      .values({
        merchant_id: M,
        user_id: userId,
        number: 470_000 + i,
        status: 'NEW',
        courier_status: null,
        courier_id: null,
        service_type: service,
        payment_type: pick(['CASH', 'PAYME', 'CLICK']),
        card_id: null,
        branch_id: pick(branchIds),
        city_id: null,
        order_device: channel === 'TELEGRAM' ? 'TELEGRAM_BOT' : 'CLIENT_WEB',
        table_id: channel === 'TABLE' ? 20 : null,
        address: null,
        address_type: null,
        lines: JSON.stringify(lines) as never,
        product_count: 3,
        product_price: total,
        product_discount: 0,
        promo_discount: discount,
        delivery_price: delivery,
        delivery_discount: 0,
        total_discount: discount,
        total_price: total,
        promo_id: promoId,
        promo_code: promoId ? 'REPORT10' : null,
        day: null,
        time: null,
        delivery_at: null,
        details: JSON.stringify({}) as never,
        grade: null,
        reason: null,
        idempotency_key: null,
        request_hash: null,
        created_date: created,
      } as never)
      .returning(['id', 'branch_id', 'payment_type'])
      .executeTakeFirstOrThrow();
    placed.push({
      id: row.id,
      created,
      branchId: row.branch_id,
      channel,
      service,
      payment: row.payment_type,
      total,
      discount,
      delivery,
      cancelled: false,
      reason: null,
      promoId,
      userId,
      lines: lines.map((l) => ({ productId: l.productId, count: l.count, total: l.total })),
    });
  }
  // a fifth are cancelled later, with a reason, and a few change their total: the rollups follow
  for (const o of placed.filter((_, i) => i % 5 === 1)) {
    o.cancelled = true;
    o.reason = pick(['OUT_OF_STOCK', 'CUSTOMER_ASKED']);
    await db
      .updateTable('orders')
      .set({ status: 'CANCELED', reason_code: o.reason })
      .where('id', '=', o.id)
      .execute();
  }
  for (const o of placed.filter((_, i) => i % 7 === 3)) {
    o.total += 1_500;
    await db.updateTable('orders').set({ total_price: o.total }).where('id', '=', o.id).execute();
  }
  return placed;
}
