import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import {
  FINAL_STATUSES,
  isCancellable,
  isFinal,
  isReviewable,
  type OrderStatus,
} from '../../src/domain/order-status';
import type { Db } from '../db/database';
import type { Merchant, Order, User } from '../db/schema';
import { fail, notFound } from '../http/errors';
import { hashToken, requireMerchant, requireUser } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import { priceOrder } from '../orders/price-order';
import { checkoutUrl } from '../orders/checkout-url';
import type { Deps } from './deps';
import { toOrder } from './mappers';

type OrderHandlers = Pick<
  Handlers,
  | 'createOrder'
  | 'createOrderAtTime'
  | 'getUserOrders'
  | 'getUserActiveOrders'
  | 'getOrder'
  | 'cancelOrder'
  | 'reviewOrder'
  | 'getOrderEvents'
  | 'createOrderEventsTicket'
  | 'getPaymentCheckout'
>;

const FINAL = [...FINAL_STATUSES];

export async function loadOrder(db: Db, order: Order): Promise<Schemas['Order']> {
  const log = await db
    .selectFrom('order_log')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  return toOrder(order, log);
}

async function ownOrder(db: Db, user: User, id: number) {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('merchant_id', '=', user.merchant_id)
    .where('user_id', '=', user.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!order) throw notFound('order');
  return order;
}

/** JSON with every object's keys sorted: equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export const orderEvent = (o: Order): Schemas['OrderEvent'] => ({
  orderId: o.id,
  status: o.status as Schemas['OrderStatus'],
  courierStatus: (o.courier_status as Schemas['CourierStatus']) ?? null,
  courierId: o.courier_id,
  isPaid: o.is_paid,
  at: new Date().toISOString(),
});

/** How long a stream ticket may wait to be used, in seconds. */
const TICKET_TTL_S = 60;

export function orderHandlers({ db, events }: Deps): OrderHandlers {
  /** The order a stream ticket was taken for; the ticket is spent in the same statement. */
  async function orderOfTicket(id: number, merchantId: number | undefined, ticket: string | undefined) {
    if (!ticket || !merchantId) throw fail(401, 'UNAUTHORIZED');
    const claimed = await db
      .updateTable('stream_tickets')
      .set({ used: true })
      .where('ticket_hash', '=', hashToken(ticket))
      .where('used', '=', false)
      .where('expires_at', '>', new Date())
      .where('merchant_id', '=', merchantId)
      .where('order_id', '=', id)
      .returning('order_id')
      .executeTakeFirst();
    if (!claimed) throw fail(401, 'UNAUTHORIZED');
    return db.selectFrom('orders').selectAll().where('id', '=', claimed.order_id).executeTakeFirstOrThrow();
  }
  async function create(
    merchant: Merchant,
    user: User,
    body: Schemas['OrderRequest'],
    key: string | undefined,
    later: boolean,
  ) {
    // the same request whatever order its JSON keys came in
    const requestHash = createHash('sha256').update(canonicalJson({ later, body })).digest('hex');
    const findByKey = () =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .where('user_id', '=', user.id)
        .where('idempotency_key', '=', key as string)
        .executeTakeFirst();
    if (key) {
      const existing = await findByKey();
      if (existing) {
        if (existing.request_hash !== requestHash) throw fail(422, 'IDEMPOTENCY_MISMATCH');
        return loadOrder(db, existing);
      }
    }
    const priced = await priceOrder(db, merchant, user, body, later);
    const t = priced.totals;
    try {
      const order = await db.transaction().execute(async (tx) => {
        // one atomic upsert per order: parallel orders never share a number
        const { last_number: next } = await tx
          .insertInto('order_counters')
          .values({ merchant_id: merchant.id, last_number: 1001 })
          .onConflict((oc) =>
            oc.column('merchant_id').doUpdateSet({ last_number: sql`order_counters.last_number + 1` }),
          )
          .returning('last_number')
          .executeTakeFirstOrThrow();
        const row = await tx
          .insertInto('orders')
          .values({
            merchant_id: merchant.id,
            user_id: user.id,
            number: next,
            status: 'OPEN',
            courier_status: null,
            courier_id: null,
            service_type: body.serviceType,
            payment_type: body.paymentType,
            card_id: body.paymentType === 'OTHER' ? (body.payment ?? null) : null,
            branch_id: priced.branch.id,
            city_id: body.cityId ?? priced.branch.city_id,
            order_device: priced.orderDevice,
            address: JSON.stringify(body.serviceType === 'DELIVERY' ? (body.address ?? null) : null),
            address_type: body.addressType ?? null,
            lines: JSON.stringify(priced.lines),
            product_count: t.productCount,
            product_price: t.productPrice,
            product_discount: t.productDiscount,
            promo_discount: t.promoProductDiscount,
            delivery_price: t.deliveryPrice,
            delivery_discount: t.deliveryDiscount,
            cashback: t.cashback,
            total_discount: t.totalDiscount,
            total_price: t.totalPrice,
            promo_id: priced.promo?.id ?? null,
            promo_code: priced.promo?.code ?? null,
            later,
            day: later ? (body.day ?? null) : null,
            time: later ? (body.time ?? null) : null,
            delivery_at: priced.deliveryAt,
            details: JSON.stringify({
              comment: body.comment ?? null,
              courierComment: body.courierComment ?? null,
              note: body.note ?? null,
              receiverName: merchant.settings.receiverActive === true ? (body.receiverName ?? null) : null,
              receiverPhone: merchant.settings.receiverActive === true ? (body.receiverPhone ?? null) : null,
              sendCheque: body.sendCheque ?? false,
              sendChequePhone: body.sendChequePhone ?? null,
            }),
            idempotency_key: key ?? null,
            request_hash: requestHash,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const log = await tx
          .insertInto('order_log')
          .values({ order_id: row.id, kind: 'CHANGE_STATUS', status: 'OPEN', courier_status: null })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (t.cashback > 0) {
          const spent = await tx
            .updateTable('users')
            .set({ cashback: sql`cashback - ${t.cashback}` })
            .where('id', '=', user.id)
            .where('cashback', '>=', t.cashback)
            .executeTakeFirst();
          if (Number(spent.numUpdatedRows) !== 1) throw fail(422, 'CASHBACK_EXCEEDS_BALANCE');
          await tx
            .insertInto('cashback_entries')
            .values({ merchant_id: merchant.id, user_id: user.id, order_id: row.id, amount: -t.cashback })
            .execute();
        }
        return toOrder(row, [log]);
      });
      return order;
    } catch (error) {
      // Two submissions with one key raced: the other one won; answer with its order.
      if (key && /orders_idempotency|duplicate key/.test(String((error as Error).message))) {
        const existing = await findByKey();
        if (existing && existing.request_hash === requestHash) return loadOrder(db, existing);
        if (existing) throw fail(422, 'IDEMPOTENCY_MISMATCH');
      }
      throw error;
    }
  }

  function sse(reply: FastifyReply, event: Schemas['OrderEvent']) {
    reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  return {
    async createOrder(request) {
      return create(
        requireMerchant(request),
        requireUser(request),
        request.body,
        request.headers['idempotency-key'] as string | undefined,
        request.body.later === true,
      );
    },
    async createOrderAtTime(request) {
      if (request.body.day !== request.params.day)
        throw fail(400, 'VALIDATION', 'day in the path and in the body differ');
      return create(
        requireMerchant(request),
        requireUser(request),
        request.body,
        request.headers['idempotency-key'] as string | undefined,
        true,
      );
    },
    async getUserOrders(request) {
      const user = requireUser(request);
      if (request.params.userId !== user.id) throw notFound('user');
      const size = request.query.size ?? 10;
      const page = request.query.page ?? 0;
      let base = db
        .selectFrom('orders')
        .where('merchant_id', '=', user.merchant_id)
        .where('user_id', '=', user.id);
      if (request.query.onlyArchive === true) base = base.where('status', 'in', FINAL);
      if (request.query.onlyArchive === false) base = base.where('status', 'not in', FINAL);
      const [{ n }, rows] = await Promise.all([
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy('created_date', 'desc')
          .orderBy('id', 'desc')
          .limit(size)
          .offset(page * size)
          .execute(),
      ]);
      return {
        content: rows.map((o) => toOrder(o)),
        page,
        size,
        totalElements: n,
        last: (page + 1) * size >= n,
      };
    },
    async getUserActiveOrders(request) {
      const user = requireUser(request);
      if (request.params.userId !== user.id) throw notFound('user');
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('merchant_id', '=', user.merchant_id)
        .where('user_id', '=', user.id)
        .where('status', 'not in', FINAL)
        .orderBy('id', 'desc')
        .execute();
      return rows.map((o) => toOrder(o));
    },
    async getOrder(request) {
      return loadOrder(db, await ownOrder(db, requireUser(request), request.params.id));
    },
    async cancelOrder(request) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      if (merchant.settings.cancelOrderActive !== true) throw fail(409, 'CANCEL_DISABLED');
      const order = await ownOrder(db, user, request.params.id);
      if (!isCancellable(order.status as OrderStatus)) throw fail(409, 'NOT_CANCELLABLE');
      const updated = await db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('orders')
          .set({ status: 'CANCELED', reason: request.body?.reason ?? null })
          .where('id', '=', order.id)
          .where('status', '=', order.status)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw fail(409, 'NOT_CANCELLABLE');
        await tx
          .insertInto('order_log')
          .values({
            order_id: row.id,
            kind: 'CHANGE_STATUS',
            status: 'CANCELED',
            courier_status: row.courier_status,
          })
          .execute();
        if (row.cashback > 0) {
          await tx
            .updateTable('users')
            .set({ cashback: sql`cashback + ${row.cashback}` })
            .where('id', '=', user.id)
            .execute();
          await tx
            .insertInto('cashback_entries')
            .values({ merchant_id: merchant.id, user_id: user.id, order_id: row.id, amount: row.cashback })
            .execute();
        }
        return row;
      });
      events.publish(orderEvent(updated));
      return loadOrder(db, updated);
    },
    async reviewOrder(request, reply) {
      const user = requireUser(request);
      const order = await ownOrder(db, user, request.params.id);
      if (!isReviewable(order.status as OrderStatus)) throw fail(409, 'NOT_REVIEWABLE');
      if (order.grade !== null) throw fail(409, 'ALREADY_REVIEWED');
      const { grade, comment } = request.body;
      const review = await db.transaction().execute(async (tx) => {
        const marked = await tx
          .updateTable('orders')
          .set({ grade })
          .where('id', '=', order.id)
          .where('grade', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw fail(409, 'ALREADY_REVIEWED');
        for (const id of new Set(order.lines.map((l) => l.productId))) {
          await tx
            .updateTable('products')
            .set({ grade_sum: sql`grade_sum + ${grade}`, grade_count: sql`grade_count + 1` })
            .where('id', '=', id)
            .execute();
        }
        return tx
          .insertInto('reviews')
          .values({
            merchant_id: user.merchant_id,
            order_id: order.id,
            user_id: user.id,
            grade,
            comment: comment ?? null,
            author_name: user.first_name,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return reply.code(201).send({
        id: review.id,
        orderId: review.order_id,
        grade: review.grade,
        comment: review.comment,
        authorName: review.author_name,
        createdDate: new Date(review.created_date).toISOString(),
      });
    },
    async createOrderEventsTicket(request) {
      const user = requireUser(request);
      const order = await ownOrder(db, user, request.params.id);
      const ticket = randomBytes(24).toString('base64url');
      await db
        .insertInto('stream_tickets')
        .values({
          ticket_hash: hashToken(ticket),
          merchant_id: user.merchant_id,
          user_id: user.id,
          order_id: order.id,
          expires_at: new Date(Date.now() + TICKET_TTL_S * 1000),
        })
        .execute();
      await db.deleteFrom('stream_tickets').where('expires_at', '<', new Date()).execute();
      return { ticket, expiresIn: TICKET_TTL_S };
    },
    async getOrderEvents(request, reply) {
      const order = request.ctx.user
        ? await ownOrder(db, request.ctx.user, request.params.id)
        : await orderOfTicket(request.params.id, request.query.merchantId, request.query.ticket);
      reply.hijack();
      reply.raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        'X-Content-Type-Options': 'nosniff',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      sse(reply, orderEvent(order));
      if (isFinal(order.status as OrderStatus)) {
        reply.raw.end();
        return reply;
      }
      const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), 15_000);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      const unsubscribe = events.subscribe(order.id, (event) => {
        sse(reply, event);
        if (isFinal(event.status as OrderStatus)) {
          stop();
          reply.raw.end();
        }
      });
      request.raw.on('close', stop);
      return reply;
    },
    async getPaymentCheckout(request) {
      const merchant = requireMerchant(request);
      const order = await ownOrder(db, requireUser(request), request.params.id);
      return {
        orderId: order.id,
        paymentType: order.payment_type as Schemas['PaymentType'],
        amount: order.total_price,
        isPaid: order.is_paid,
        url: order.is_paid ? null : checkoutUrl(merchant, order, request.query.returnUrl ?? null),
      };
    },
  };
}
