import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { OrderEvents } from '../orders/events';
import { findPayable } from './payable';
import { cancelTransaction, merchantBySub, openTransaction, performTransaction } from './transactions';

/**
 * Click SHOP API, as Click documents it: Click posts form-encoded Prepare (action 0) and
 * Complete (action 1) to /api/callbacks/click/<sub>/prepare|complete, signed with
 * md5(click_trans_id + service_id + secret key + merchant_trans_id [+ merchant_prepare_id] +
 * amount + action + sign_time). `merchant_trans_id` is our order id, amounts are in sum. Every
 * answer is JSON with Click's error code (0 = success) and is idempotent on click_trans_id.
 */
const CODES = {
  OK: [0, 'Success'],
  SIGN: [-1, 'SIGN CHECK FAILED!'],
  AMOUNT: [-2, 'Incorrect parameter amount'],
  ACTION: [-3, 'Action not found'],
  PAID: [-4, 'Already paid'],
  NO_ORDER: [-5, 'Order does not exist'],
  NO_TRANSACTION: [-6, 'Transaction does not exist'],
  REQUEST: [-8, 'Error in request from click'],
  CANCELLED: [-9, 'Transaction cancelled'],
} as const;

type Form = Record<string, string | undefined>;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function registerClick(app: FastifyInstance, deps: { db: Db; events: OrderEvents }) {
  const { db, events } = deps;
  return app.register(async (scope) => {
    // Click posts forms: only these two routes read them (every other route stays JSON only)
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    for (const step of ['prepare', 'complete'] as const) {
      scope.post<{ Params: { sub: string }; Body: Form }>(
        `/api/callbacks/click/:sub/${step}`,
        async (request, reply) => {
          const form = request.body ?? {};
          const answer = (code: keyof typeof CODES, extra: object = {}) =>
            reply
              .code(200)
              .header('Cache-Control', 'no-store')
              .send({
                click_trans_id: Number(form.click_trans_id) || null,
                merchant_trans_id: form.merchant_trans_id ?? null,
                ...extra,
                error: CODES[code][0],
                error_note: CODES[code][1],
              });
          const merchant = await merchantBySub(db, request.params.sub);
          const secret = merchant?.secrets.clickSecretKey;
          const required = [
            'click_trans_id',
            'service_id',
            'merchant_trans_id',
            'amount',
            'action',
            'sign_time',
            'sign_string',
          ];
          if (!merchant || !secret || required.some((k) => !form[k])) return answer('REQUEST');
          const prepareId = step === 'complete' ? (form.merchant_prepare_id ?? '') : '';
          const signed = md5(
            `${form.click_trans_id}${form.service_id}${secret}${form.merchant_trans_id}${prepareId}${form.amount}${form.action}${form.sign_time}`,
          );
          if (!same(signed, String(form.sign_string))) return answer('SIGN');
          if (form.action !== (step === 'prepare' ? '0' : '1')) return answer('ACTION');
          // sum with at most two decimals, as Click sends it
          if (!/^\d{1,12}(\.\d{1,2})?$/.test(String(form.amount))) return answer('AMOUNT');

          // our order's id, or `<order>-<difference>` for an edit's difference (./payable.ts)
          const payable = await findPayable(db, merchant.id, form.merchant_trans_id);
          const order = payable?.order.payment_type === 'CLICK' ? payable.order : undefined;
          if (!payable || !order) return answer('NO_ORDER');
          if (Math.abs(Number(form.amount) - payable.amount) >= 0.01) return answer('AMOUNT');

          if (step === 'prepare') {
            if (payable.paid) return answer('PAID');
            if (payable.closed) return answer('CANCELLED');
            const opened = await openTransaction(
              db,
              {
                merchant_id: merchant.id,
                order_id: order.id,
                extra_id: payable.extra?.id ?? null,
                provider: 'CLICK',
                provider_id: String(form.click_trans_id),
                amount: Math.round(payable.amount * 100),
                state: 1,
                reason: null,
                create_time: Date.now(),
              },
              false,
            );
            if (opened.refused) return answer(opened.refused === 'CANCELLED' ? 'CANCELLED' : 'PAID');
            const row = opened.row;
            if (row.order_id !== order.id || row.extra_id !== (payable.extra?.id ?? null))
              return answer('NO_TRANSACTION');
            return answer(row.state < 0 ? 'CANCELLED' : 'OK', { merchant_prepare_id: row.id });
          }

          const prepared = await db
            .selectFrom('payment_transactions')
            .selectAll()
            .where('provider', '=', 'CLICK')
            .where('provider_id', '=', String(form.click_trans_id))
            .where('id', '=', Number(form.merchant_prepare_id) || 0)
            .executeTakeFirst();
          if (
            !prepared ||
            prepared.order_id !== order.id ||
            prepared.extra_id !== (payable.extra?.id ?? null)
          )
            return answer('NO_TRANSACTION');
          if (prepared.state === 2) return answer('PAID', { merchant_confirm_id: prepared.id });
          if (prepared.state < 0) return answer('CANCELLED', { merchant_confirm_id: prepared.id });
          // Click reports that the payment failed on its side: the transaction is cancelled
          if (Number(form.error) < 0) {
            await cancelTransaction(db, events, prepared);
            return answer('CANCELLED', { merchant_confirm_id: prepared.id });
          }
          // under the order's lock: the first complete of an order pays it; a racing replay finds
          // it paid (-4), another attempt or a cancelled order is refused and ended (-4, -9)
          const { row, paid, refused } = await performTransaction(db, events, prepared.id, true);
          if (refused)
            return answer(refused === 'CANCELLED' ? 'CANCELLED' : 'PAID', { merchant_confirm_id: row.id });
          if (!paid) return answer(row.state === 2 ? 'PAID' : 'CANCELLED', { merchant_confirm_id: row.id });
          return answer('OK', { merchant_confirm_id: row.id });
        },
      );
    }
  });
}
