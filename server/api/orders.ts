import type { FastifyRequest } from 'fastify';
import { orderEvent } from '../orders/events';
import { sql } from 'kysely';
import {
  FINAL_STATUSES,
  isCancellable,
  isReviewable,
  isSettled,
  type OrderStatus,
} from '../../src/domain/order-status';
import type { Db } from '../db/database';
import type { User } from '../db/schema';
import { fail, notFound } from '../http/errors';
import { requireMerchant, requireUser } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import { businessNow } from '../orders/business-clock';
import { loadOrder, placeOrder } from '../orders/create-order';
import { claimTicket, issueTicket } from '../orders/stream-tickets';
import { openEventStream } from '../http/event-stream';
import { moveOrder } from '../orders/order-changes';
import { toLang } from '../../src/domain/language';
import { checkoutUrl, extraCheckoutUrl } from '../orders/checkout-url';
import { dueExtra } from '../payments/payable';
import { checkReturnUrl } from '../payments/return-url';
import { payWithCard, refundCardOrder } from '../payments/card-payment';
import type { Deps } from './deps';
import { toOrder } from '../http/mappers';

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

export function orderHandlers({ db, events, config }: Deps): OrderHandlers {
  /** Creates the order (priced, numbered, idempotent) and announces it to the desk. */
  async function place(
    request: FastifyRequest<{ Body: Schemas['OrderRequest'] }>,
    later: boolean,
  ): Promise<Schemas['Order']> {
    const merchant = requireMerchant(request);
    const key = request.headers['idempotency-key'] as string | undefined;
    const openNow = businessNow(config.devClock, merchant.sub);
    // the storefront says its language on every call; the bot writes to the customer in it
    const language = toLang(String(request.headers['accept-language'] ?? '').slice(0, 2));
    const order = await placeOrder(db, events, {
      merchant,
      user: requireUser(request),
      body: request.body,
      key,
      later,
      openNow,
      language,
    });
    // a saved card pays at once (Payme's Subscribe API); refused, the order is cancelled and this fails
    if (order.paymentType === 'OTHER' && !order.isPaid) {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      return loadOrder(db, await payWithCard(db, events, config.paymeApiUrl, merchant, row));
    }
    return order;
  }

  return {
    async createOrder(request) {
      return place(request, request.body.later === true);
    },
    async createOrderAtTime(request) {
      if (request.body.day !== request.params.day)
        throw fail(400, 'VALIDATION', 'day in the path and in the body differ');
      return place(request, true);
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
      // the customer's own rule (not once cooking started) on top of the lifecycle's
      const updated = await moveOrder(db, events, order, {
        to: 'CANCELED',
        actor: 'CUSTOMER',
        reasonCode: 'CUSTOMER_ASKED',
        reason: request.body?.reason ?? null,
      });
      // a paid saved-card order gets its money back through Payme
      await refundCardOrder(db, config.paymeApiUrl, merchant, updated);
      return loadOrder(
        db,
        await db.selectFrom('orders').selectAll().where('id', '=', updated.id).executeTakeFirstOrThrow(),
      );
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
      return issueTicket(db, user.merchant_id, { userId: user.id, orderId: order.id });
    },
    async getOrderEvents(request, reply) {
      const { id } = request.params;
      if (
        !request.ctx.user &&
        !(await claimTicket(db, request.query.ticket, request.query.merchantId, { orderId: id }))
      )
        throw fail(401, 'UNAUTHORIZED');
      const order = request.ctx.user
        ? await ownOrder(db, request.ctx.user, id)
        : await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const stream = openEventStream(reply);
      stream.send(orderEvent(order));
      if (isSettled(order.status as OrderStatus, order.refund_due)) {
        stream.end();
        return reply;
      }
      // the stream ends once the order is final and owes no money back (a refund is still news)
      stream.onStop(
        events.subscribe(order.id, (event) => {
          stream.send(event);
          if (isSettled(event.status as OrderStatus, event.refundDue)) stream.end();
        }),
      );
      return reply;
    },
    async getPaymentCheckout(request) {
      const merchant = requireMerchant(request);
      const order = await ownOrder(db, requireUser(request), request.params.id);
      const back = () => checkReturnUrl(merchant, request.query.returnUrl, config.production);
      // paid, and an edit made it dearer: the checkout is the difference's
      const extra = order.is_paid && order.extra_due > 0 ? await dueExtra(db, order.id) : undefined;
      if (extra && order.status !== 'CANCELED')
        return {
          orderId: order.id,
          paymentType: order.payment_type as Schemas['PaymentType'],
          amount: extra.amount,
          isPaid: false,
          url: extraCheckoutUrl(merchant, order, extra, back()),
        };
      return {
        orderId: order.id,
        paymentType: order.payment_type as Schemas['PaymentType'],
        amount: order.total_price,
        isPaid: order.is_paid,
        url: order.is_paid ? null : checkoutUrl(merchant, order, back()),
      };
    },
  };
}
