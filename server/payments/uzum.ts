import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import type { OrderEvents } from '../orders/events';
import { basicAuthMatches } from './basic-auth';
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
 * Uzum Bank Merchant API webhooks: Uzum posts JSON to /api/callbacks/uzum/<sub>/check, create,
 * confirm, reverse and status with Basic auth (the merchant's Uzum login and password), the order
 * in `params.order_id`, amounts in tiyin, and Uzum's `transId`, on which every step is
 * idempotent. A refusal is HTTP 400 with `status: FAILED` and an error code.
 */
type Step = 'check' | 'create' | 'confirm' | 'reverse' | 'status';
type Body = {
  serviceId?: unknown;
  timestamp?: unknown;
  transId?: unknown;
  amount?: unknown;
  params?: { order_id?: unknown };
};

const ERRORS = {
  ACCESS: '10001',
  JSON: '10002',
  OPERATION: '10003',
  PARAMS: '10005',
  NO_ORDER: '10007',
  PROCESSED: '10008',
  CANCELLED: '10009',
  AMOUNT: '10011',
  NO_TRANSACTION: '10014',
} as const;

class UzumError extends Error {
  constructor(readonly kind: keyof typeof ERRORS) {
    super(kind);
  }
}

const STATUS: Record<number, string> = { 1: 'CREATED', 2: 'CONFIRMED', [-1]: 'FAILED', [-2]: 'REVERSED' };

export function registerUzum(app: FastifyInstance, deps: { db: Db; events: OrderEvents }) {
  const { db, events } = deps;
  app.post<{ Params: { sub: string; step: Step } }>(
    '/api/callbacks/uzum/:sub/:step',
    async (request, reply) => {
      const body = (request.body ?? {}) as Body;
      const base = {
        serviceId: body.serviceId ?? null,
        timestamp: Date.now(),
        transId: body.transId ?? null,
      };
      try {
        const merchant = await merchantBySub(db, request.params.sub);
        const login = merchant?.secrets.uzumLogin;
        const password = merchant?.secrets.uzumPassword;
        if (
          !merchant ||
          !login ||
          !password ||
          !basicAuthMatches(request.headers.authorization, login, password)
        )
          throw new UzumError('ACCESS');
        const step = STEPS[request.params.step];
        if (!step) throw new UzumError('OPERATION');
        const result = await step(db, merchant, body, events);
        return reply
          .code(200)
          .header('Cache-Control', 'no-store')
          .send({ ...base, ...result });
      } catch (error) {
        if (!(error instanceof UzumError)) throw error;
        return reply
          .code(400)
          .header('Cache-Control', 'no-store')
          .send({ ...base, status: 'FAILED', errorCode: ERRORS[error.kind] });
      }
    },
  );
}

async function payableOrder(db: Db, merchant: Merchant, body: Body, checkAmount: boolean) {
  // our order's id, or `<order>-<difference>` for an edit's difference (./payable.ts)
  const payable = await findPayable(db, merchant.id, body.params?.order_id);
  if (!payable || payable.order.payment_type !== 'UZUM') throw new UzumError('NO_ORDER');
  if (payable.paid) throw new UzumError('PROCESSED');
  if (payable.closed) throw new UzumError('CANCELLED');
  // Uzum sends the amount as a number of tiyin: a string, even of the right digits, is refused
  if (checkAmount && (typeof body.amount !== 'number' || body.amount !== Math.round(payable.amount * 100)))
    throw new UzumError('AMOUNT');
  return payable;
}

async function transactionOf(db: Db, merchant: Merchant, body: Body) {
  if (typeof body.transId !== 'string' || !body.transId) throw new UzumError('PARAMS');
  const row = await merchantTransaction(db, merchant.id, 'UZUM', body.transId);
  if (!row) throw new UzumError('NO_TRANSACTION');
  return row;
}

/** A transaction as Uzum's answers give it: its status, times and amount. */
const answer = (
  t: Pick<PaymentTransaction, 'state' | 'create_time' | 'perform_time' | 'cancel_time' | 'amount'>,
) => ({
  status: STATUS[t.state] ?? 'FAILED',
  transTime: Number(t.create_time),
  confirmTime: Number(t.perform_time) || null,
  reverseTime: Number(t.cancel_time) || null,
  amount: Number(t.amount),
});

/** Uzum's steps; an order a step pays or refunds is announced by the orders service. */
const STEPS: Record<Step, (db: Db, merchant: Merchant, body: Body, events: OrderEvents) => Promise<object>> =
  {
    async check(db, merchant, body) {
      const { order, extra } = await payableOrder(db, merchant, body, false);
      return { status: 'OK', data: { order_id: { value: payableRef(order.id, extra?.id) } } };
    },

    async create(db, merchant, body) {
      if (typeof body.transId !== 'string' || !body.transId) throw new UzumError('PARAMS');
      const existing = await transactionOf(db, merchant, body).catch(() => null);
      if (existing) return answer(existing);
      const { order, extra, amount } = await payableOrder(db, merchant, body, true);
      // under the order's lock: of creates with different transIds for one order, one opens
      const opened = await openTransaction(
        db,
        {
          merchant_id: merchant.id,
          order_id: order.id,
          extra_id: extra?.id ?? null,
          provider: 'UZUM',
          provider_id: body.transId,
          amount: Math.round(amount * 100),
          state: 1,
          reason: null,
          create_time: Date.now(),
        },
        true,
      );
      if (opened.refused === 'CANCELLED') throw new UzumError('CANCELLED');
      if (opened.refused) throw new UzumError('PROCESSED');
      const row = opened.row;
      return answer(row);
    },

    async confirm(db, merchant, body, events) {
      const t = await transactionOf(db, merchant, body);
      if (t.state === 2) return answer(t);
      if (t.state !== 1) throw new UzumError('CANCELLED');
      // the order cancelled meanwhile: refused, and the transaction ends FAILED
      const { row } = await performTransaction(db, events, t.id, true);
      if (row.state !== 2) throw new UzumError('CANCELLED');
      return answer(row);
    },

    async reverse(db, merchant, body, events) {
      const t = await transactionOf(db, merchant, body);
      if (t.state < 0) return answer(t);
      const { row } = await cancelTransaction(db, events, t);
      return answer(row);
    },

    async status(db, merchant, body) {
      const t = await transactionOf(db, merchant, body);
      return answer(t);
    },
  };
