import { toLang } from '../../src/domain/language';
import { requireMerchant, requireOperator } from '../http/security';
import type { Handlers } from '../http/types';
import { businessNow } from '../orders/business-clock';
import { editOrder } from '../orders/edit-order';
import { takeDifferenceInCash } from '../orders/extra-payment';
import { findCaller, quotePhoneOrder, takePhoneOrder } from '../orders/phone-order';
import type { Deps } from './deps';
import { staffOrder } from './ops';

type PhoneHandlers = Pick<
  Handlers,
  | 'opsFindPhoneCustomer'
  | 'opsQuotePhoneOrder'
  | 'opsCreatePhoneOrder'
  | 'opsEditOrder'
  | 'opsTakeDifferenceInCash'
>;

/**
 * The desk's phone orders and order edits: the operator (or manager) only — the kitchen and
 * couriers are 403. Thin: the orders service prices, writes and announces.
 */
export function opsPhoneHandlers({ db, config, events }: Deps): PhoneHandlers {
  const deskLanguage = (header: unknown) => toLang(String(header ?? '').slice(0, 2));
  return {
    async opsFindPhoneCustomer(request) {
      const staff = requireOperator(request);
      return findCaller(db, staff.merchant_id, request.query.phone);
    },
    async opsQuotePhoneOrder(request) {
      requireOperator(request);
      const merchant = requireMerchant(request);
      return quotePhoneOrder(db, merchant, request.body, businessNow(config.devClock, merchant.sub));
    },
    async opsCreatePhoneOrder(request, reply) {
      const staff = requireOperator(request);
      const merchant = requireMerchant(request);
      const order = await takePhoneOrder(db, events, {
        merchant,
        staff,
        draft: request.body as Parameters<typeof takePhoneOrder>[2]['draft'],
        key: request.headers['idempotency-key'] as string | undefined,
        openNow: businessNow(config.devClock, merchant.sub),
        language: deskLanguage(request.headers['accept-language']),
        storefrontUrl: config.storefrontUrl,
      });
      return reply.code(201).send(await staffOrder(db, order));
    },
    async opsEditOrder(request) {
      const staff = requireOperator(request);
      const merchant = requireMerchant(request);
      const order = await editOrder(db, events, {
        merchant,
        staff,
        orderId: request.params.id,
        edit: request.body,
        openNow: businessNow(config.devClock, merchant.sub),
        lang: deskLanguage(request.headers['accept-language']) ?? 'ru',
        storefrontUrl: config.storefrontUrl,
      });
      return staffOrder(db, order);
    },
    async opsTakeDifferenceInCash(request) {
      const staff = requireOperator(request);
      const merchant = requireMerchant(request);
      const order = await takeDifferenceInCash(db, events, { merchant, staff, orderId: request.params.id });
      return staffOrder(db, order);
    },
  };
}
