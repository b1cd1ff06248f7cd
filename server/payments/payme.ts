import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseJsonBody } from '../http/body-rules';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import type { OrderEvents } from '../orders/events';
import { basicAuthMatches } from './basic-auth';
import { fiscalDetail } from './fiscal-items';
import { ERRORS, isObject, REQUIRED } from './payme-protocol';
import { findPayable, payableRef } from './payable';
import {
  cancelTransaction,
  merchantBySub,
  merchantTransaction,
  openTransaction,
  performTransaction,
  type PaymentTransaction,
} from './transactions';

/**
 * Payme Merchant API (JSON-RPC 2.0), as Payme documents it: Payme calls
 * POST /api/callbacks/payme/<sub> with Basic auth `Paycom:<merchant key>`, the order in
 * `account.order_id` (an order's id, or `<order>-<difference>` for an edit's difference), amounts in tiyin. Every answer is HTTP 200: a `result`, or an `error`
 * with Payme's code and a uz/ru/en message. Transactions are idempotent on Payme's id.
 */
const TIMEOUT_MS = 12 * 3600_000;

class PaymeError extends Error {
  constructor(
    readonly kind: keyof typeof ERRORS,
    readonly data?: string,
  ) {
    super(kind);
  }
}

type Params = Record<string, unknown> & { account?: { order_id?: unknown } };
type Body = { id?: unknown; method?: unknown; params?: Params };

export function registerPayme(app: FastifyInstance, deps: { db: Db; events: OrderEvents }) {
  const { db, events } = deps;
  const url = '/api/callbacks/payme/:sub';
  return app.register(async (scope) => {
    // Payme's rules come before HTTP's: whatever the content type, the body is read as text and
    // parsed here, and every answer, a refusal too, is HTTP 200 with the JSON-RPC error object
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const answer = (reply: FastifyReply, id: unknown, payload: object) =>
      reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .send({ jsonrpc: '2.0', id: id ?? null, ...payload });
    const refusal = (reply: FastifyReply, id: unknown, error: PaymeError) => {
      const [code, uz, ru, en] = ERRORS[error.kind];
      return answer(reply, id, {
        error: { code, message: { uz, ru, en }, ...(error.data ? { data: error.data } : {}) },
      });
    };
    scope.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE'],
      url,
      handler: (_request, reply) => refusal(reply, null, new PaymeError('HTTP_METHOD')),
    });
    scope.post<{ Params: { sub: string } }>(url, async (request, reply) => {
      let body: Body;
      try {
        const parsed = parseJsonBody(typeof request.body === 'string' ? request.body : '');
        if (!isObject(parsed)) throw new Error('not an object');
        body = parsed as Body;
      } catch {
        return refusal(reply, null, new PaymeError('PARSE'));
      }
      try {
        const merchant = await merchantBySub(db, request.params.sub);
        const key = merchant?.secrets.paymeKey;
        if (!merchant || !key || !basicAuthMatches(request.headers.authorization, 'Paycom', key))
          throw new PaymeError('AUTH');
        if (typeof body.method !== 'string' || !isObject(body.params)) throw new PaymeError('REQUEST');
        const method = Object.hasOwn(METHODS, body.method) ? METHODS[body.method] : undefined;
        if (!method) throw new PaymeError('METHOD', String(body.method));
        const params = body.params as Params;
        const wrong = Object.entries(REQUIRED[body.method] ?? {}).find(([field, ok]) => !ok(params[field]));
        if (wrong) throw new PaymeError('REQUEST', wrong[0]);
        const { result } = await method(db, merchant, params, events);
        return answer(reply, body.id, { result });
      } catch (error) {
        if (!(error instanceof PaymeError)) throw error;
        return refusal(reply, body.id, error);
      }
    });
  });
}

type Result = { result: object };

/** What account.order_id names: the order's payment or an edit's difference (./payable.ts). */
async function payableFor(db: Db, merchant: Merchant, params: Params) {
  const payable = await findPayable(db, merchant.id, params.account?.order_id);
  if (!payable) throw new PaymeError('NO_ORDER', 'order_id');
  return payable;
}

/** The checks before money moves: a Payme order, not paid, not cancelled, the exact amount in tiyin. */
async function payableOrder(db: Db, merchant: Merchant, params: Params) {
  const payable = await payableFor(db, merchant, params);
  const order = payable.order;
  // PAYME: the customer pays on Payme's page; OTHER: a saved card's receipt (Subscribe API)
  const viaPayme = order.payment_type === 'PAYME' || order.payment_type === 'OTHER';
  if (!viaPayme || payable.paid || payable.closed) throw new PaymeError('CANNOT_PERFORM');
  if (Number(params.amount) !== Math.round(payable.amount * 100)) throw new PaymeError('AMOUNT');
  return payable;
}

async function transactionOf(db: Db, merchant: Merchant, params: Params) {
  const row = await merchantTransaction(db, merchant.id, 'PAYME', String(params.id ?? ''));
  if (!row) throw new PaymeError('NO_TRANSACTION');
  return row;
}

const view = (
  t: Pick<PaymentTransaction, 'id' | 'state' | 'create_time' | 'perform_time' | 'cancel_time'>,
) => ({
  transaction: String(t.id),
  state: t.state,
  create_time: Number(t.create_time),
  perform_time: Number(t.perform_time),
  cancel_time: Number(t.cancel_time),
});

/** An unperformed transaction older than 12 hours is cancelled (reason 4, timeout) and refused. */
async function expireIfLate(db: Db, t: { id: number; state: number; create_time: number }) {
  if (t.state !== 1 || Date.now() - Number(t.create_time) <= TIMEOUT_MS) return;
  await db
    .updateTable('payment_transactions')
    .set({ state: -1, reason: 4, cancel_time: Date.now() })
    .where('id', '=', t.id)
    .where('state', '=', 1)
    .execute();
  throw new PaymeError('CANNOT_PERFORM');
}

/** Payme's methods; an order a method pays or refunds is announced by the orders service. */
const METHODS: Record<
  string,
  (db: Db, merchant: Merchant, params: Params, events: OrderEvents) => Promise<Result>
> = {
  async CheckPerformTransaction(db: Db, merchant: Merchant, params: Params): Promise<Result> {
    const { order, extra } = await payableOrder(db, merchant, params);
    // the fiscal receipt's items: every dish, priced choice and delivery with its codes (an edit's
    // difference has no items of its own to list: Payme's detail is optional)
    const detail = extra ? null : fiscalDetail(order, merchant.delivery_fiscal);
    return { result: { allow: true, ...(detail ? { detail } : {}) } };
  },

  async CreateTransaction(db: Db, merchant: Merchant, params: Params): Promise<Result> {
    const existing = await transactionOf(db, merchant, params).catch(() => null);
    if (existing) {
      if (existing.state !== 1) throw new PaymeError('CANNOT_PERFORM');
      await expireIfLate(db, existing);
      return {
        result: { create_time: Number(existing.create_time), transaction: String(existing.id), state: 1 },
      };
    }
    const { order, extra } = await payableOrder(db, merchant, params);
    // under the order's lock: of parallel creates with different ids, one opens a transaction
    const opened = await openTransaction(
      db,
      {
        merchant_id: merchant.id,
        order_id: order.id,
        extra_id: extra?.id ?? null,
        provider: 'PAYME',
        provider_id: String(params.id),
        amount: Number(params.amount),
        state: 1,
        reason: null,
        create_time: Number(params.time),
      },
      true,
    );
    if (opened.refused === 'BUSY') throw new PaymeError('ORDER_BUSY', 'order_id');
    if (opened.refused) throw new PaymeError('CANNOT_PERFORM');
    const row = opened.row;
    if (row.state !== 1) throw new PaymeError('CANNOT_PERFORM');
    return {
      result: { create_time: Number(row.create_time), transaction: String(row.id), state: row.state },
    };
  },

  async PerformTransaction(db: Db, merchant: Merchant, params: Params, events: OrderEvents): Promise<Result> {
    const t = await transactionOf(db, merchant, params);
    if (t.state === 2)
      return { result: { transaction: String(t.id), perform_time: Number(t.perform_time), state: 2 } };
    if (t.state !== 1) throw new PaymeError('CANNOT_PERFORM');
    await expireIfLate(db, t);
    // one of two racing performs moves the row; the other answers with the first one's result
    // the order cancelled while Payme held the money: refused, and Payme cancels the transaction
    const { row } = await performTransaction(db, events, t.id, false);
    if (row.state !== 2) throw new PaymeError('CANNOT_PERFORM');
    return {
      result: { transaction: String(row.id), perform_time: Number(row.perform_time), state: 2 },
    };
  },

  async CancelTransaction(db: Db, merchant: Merchant, params: Params, events: OrderEvents): Promise<Result> {
    const t = await transactionOf(db, merchant, params);
    if (t.state < 0)
      return { result: { transaction: String(t.id), cancel_time: Number(t.cancel_time), state: t.state } };
    const order = await db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', t.order_id)
      .executeTakeFirstOrThrow();
    if (t.state === 2 && (order.status === 'DELIVERED' || order.status === 'CLOSED'))
      throw new PaymeError('CANNOT_CANCEL');
    const { row } = await cancelTransaction(db, events, t, Number(params.reason));
    return {
      result: { transaction: String(row.id), cancel_time: Number(row.cancel_time), state: row.state },
    };
  },

  async CheckTransaction(db: Db, merchant: Merchant, params: Params): Promise<Result> {
    const t = await transactionOf(db, merchant, params);
    return { result: { ...view(t), reason: t.reason } };
  },

  /** The fiscal receipt Payme registered for a performed (or cancelled) transaction. */
  async SetFiscalData(db: Db, merchant: Merchant, params: Params): Promise<Result> {
    const t = await transactionOf(db, merchant, params);
    const data = params.fiscal_data as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
    const qrCodeUrl = str(data.qr_code_url);
    const receiptId = str(data.receipt_id);
    if (!qrCodeUrl || !/^https?:\/\//.test(qrCodeUrl) || !receiptId)
      throw new PaymeError('REQUEST', 'fiscal_data');
    // the sale's receipt is the one the customer sees; a refund's is kept beside it
    const receipt = {
      receiptId,
      fiscalSign: str(data.fiscal_sign),
      terminalId: str(data.terminal_id),
      qrCodeUrl,
      date: str(data.date),
    };
    // an edit's difference keeps the order's own receipt as the one the customer sees
    if (t.extra_id !== null && (t.state === 2 || t.state < 0)) return { result: { success: true } };
    if (params.type === 'PERFORM' && t.state === 2)
      await db
        .updateTable('orders')
        .set({ fiscal_receipt: JSON.stringify(receipt) })
        .where('id', '=', t.order_id)
        .execute();
    else if (params.type === 'CANCEL' && t.state < 0)
      await db
        .updateTable('orders')
        .set({ fiscal_refund_receipt: JSON.stringify(receipt) })
        .where('id', '=', t.order_id)
        .execute();
    else throw new PaymeError('CANNOT_PERFORM');
    return { result: { success: true } };
  },

  async GetStatement(db: Db, merchant: Merchant, params: Params): Promise<Result> {
    const rows = await db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('provider', '=', 'PAYME')
      .where('create_time', '>=', Number(params.from) || 0)
      .where('create_time', '<=', Number(params.to) || 0)
      .orderBy('create_time')
      .execute();
    return {
      result: {
        transactions: rows.map((t) => ({
          id: t.provider_id,
          time: Number(t.create_time),
          amount: Number(t.amount),
          account: { order_id: payableRef(t.order_id, t.extra_id) },
          ...view(t),
          reason: t.reason,
        })),
      },
    };
  },
};
