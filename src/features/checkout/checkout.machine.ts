import { and, assign, fromPromise, setup, stateIn, type ActorRefFrom } from 'xstate';
import { errorBodyOf } from '../../api/errors';
import { nearestSlot, offeredDays } from '../../domain/later-slot';

export type * from './checkout.types';
import type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  OrderRequest,
  Point,
  Problem,
  PromoInfo,
  TariffQuote,
} from './checkout.types';

const keyOf = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^a-zA-Z0-9-]/g, '');

/**
 * Checkout: service type, address or branch, now or later, payment, promo, cashback,
 * delivery price from the tariff call (a failure keeps the old price; out of zone blocks the
 * submit), and the submit with an Idempotency-Key kept until the order is confirmed. A failed
 * submit keeps everything. Effects are actors and actions named here, provided by the app.
 */
/** What placing the order is given: the request, its idempotency key and when it is for. */
export interface SubmitInput {
  request: OrderRequest;
  idempotencyKey: string;
  later: boolean;
  day: string | null;
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as { orderId: number },
  },
  actors: {
    tariff: fromPromise<TariffQuote, Point>(async () => {
      throw new Error('tariff not provided');
    }),
    checkPromo: fromPromise<PromoInfo, { code: string; productPrice: number }>(async () => {
      throw new Error('checkPromo not provided');
    }),
    submitOrder: fromPromise<{ id: number }, SubmitInput>(async () => {
      throw new Error('submitOrder not provided');
    }),
  },
  guards: {
    valid: ({ context }) => problemsOf(context).length === 0,
  },
  actions: {
    onSuccess: () => {},
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    services: input.services,
    serviceType:
      input.serviceType && input.services.includes(input.serviceType)
        ? input.serviceType
        : (input.services[0] ?? 'PICK_UP'),
    address: input.address,
    branchId: input.branchId,
    deliveryPrice: input.deliveryPrice,
    zone: null,
    outOfZone: null,
    later: input.later ?? false,
    day: input.day ?? null,
    time: input.time ?? null,
    openedAt: input.openedAt ?? Date.now(),
    branchHours: input.branchHours ?? {},
    slotMoved: null,
    paymentType: input.paymentType,
    promoCode: input.promoCode ?? '',
    promo: null,
    promoError: null,
    promoMissing: 0,
    promoBase: 0,
    tableId: input.tableId ?? null,
    cashback: input.cashback ?? 0,
    problems: [],
    error: null,
    idempotencyKey: null,
    orderId: null,
  }),
  output: ({ context }) => ({ orderId: context.orderId ?? 0 }),
  initial: 'form',
  states: {
    // The form takes every edit at any time: a delivery price or a promo check in flight (the
    // two regions) never swallows what the customer types or picks meanwhile.
    form: {
      type: 'parallel',
      on: {
        SERVICE: {
          guard: ({ context, event }) => context.services.includes(event.serviceType),
          actions: assign({ serviceType: ({ event }) => event.serviceType, problems: [] }),
        },
        BRANCH: {
          actions: assign(({ context, event }) => ({ ...toBranch(context, event.branchId), problems: [] })),
        },
        TABLE: { actions: assign({ tableId: ({ event }) => event.tableId, problems: [] }) },
        SCHEDULE: {
          actions: assign({
            later: ({ event }) => event.later,
            day: ({ event, context }) => (event.day === undefined ? context.day : event.day),
            time: ({ event, context }) => (event.time === undefined ? context.time : event.time),
            slotMoved: null,
            problems: [],
          }),
        },
        PAYMENT: { actions: assign({ paymentType: ({ event }) => event.paymentType, problems: [] }) },
        PROMO_CODE: { actions: assign({ promoCode: ({ event }) => event.code, promoError: null }) },
        REMOVE_PROMO: { actions: assign({ promo: null, promoCode: '', promoError: null, promoMissing: 0 }) },
        CASHBACK: {
          actions: assign({ cashback: ({ event }) => Math.max(0, Math.min(event.amount, event.balance)) }),
        },
        SUBMIT: [
          {
            // a price still being worked out is not submitted (the button says so)
            guard: and([
              'valid',
              stateIn('#checkout.form.tariff.idle'),
              stateIn('#checkout.form.promo.idle'),
            ]),
            target: 'submitting',
            actions: assign({
              idempotencyKey: ({ context }) => context.idempotencyKey ?? keyOf(),
              error: null,
            }),
          },
          { actions: assign({ problems: ({ context }) => problemsOf(context) }) },
        ],
      },
      states: {
        tariff: {
          initial: 'idle',
          on: {
            // a new address restarts the price, whatever was in flight
            ADDRESS: {
              target: '.pricing',
              reenter: true,
              actions: assign({ address: ({ event }) => event.address, problems: [] }),
            },
          },
          states: {
            idle: {},
            pricing: {
              tags: ['busy', 'pricing'],
              invoke: {
                src: 'tariff',
                input: ({ context }) => context.address as Point,
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    ...toBranch(context, event.output.branchId),
                    deliveryPrice: event.output.deliveryPrice,
                    zone: event.output.zone,
                    outOfZone: null,
                  })),
                },
                onError: {
                  target: 'idle',
                  // out of zone blocks the submit; any other failure keeps the old price
                  actions: assign({
                    outOfZone: ({ event }) => (isOutOfZone(event.error) ? errorBodyOf(event.error) : null),
                  }),
                },
              },
            },
          },
        },
        promo: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                APPLY_PROMO: {
                  guard: ({ context }) => context.promoCode.trim() !== '',
                  target: 'checking',
                  actions: assign({ promoBase: ({ event }) => event.productPrice }),
                },
              },
            },
            checking: {
              tags: ['busy'],
              invoke: {
                src: 'checkPromo',
                input: ({ context }) => ({ code: context.promoCode.trim(), productPrice: context.promoBase }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    promo: ({ event }) => event.output,
                    promoError: null,
                    promoMissing: ({ event, context }) =>
                      Math.max(0, event.output.minPrice - context.promoBase),
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ promo: null, promoError: ({ event }) => errorBodyOf(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submitOrder',
        input: ({ context, event }) => ({
          request: (event as Extract<CheckoutEvent, { type: 'SUBMIT' }>).request,
          idempotencyKey: context.idempotencyKey as string,
          later: context.later,
          day: context.day,
        }),
        onDone: {
          target: 'done',
          actions: [assign({ orderId: ({ event }) => event.output.id, idempotencyKey: null }), 'onSuccess'],
        },
        onError: { target: 'form', actions: assign({ error: ({ event }) => errorBodyOf(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});

/**
 * The order moves to another branch (the address's, or the one chosen): a later time that branch
 * cannot serve moves to its nearest slot, and the move is kept to be said; never blanked silently.
 */
export function toBranch(
  context: Pick<CheckoutContext, 'branchId' | 'later' | 'day' | 'time' | 'openedAt' | 'branchHours'>,
  branchId: number,
): Pick<CheckoutContext, 'branchId'> & Partial<Pick<CheckoutContext, 'day' | 'time' | 'slotMoved'>> {
  const hours = context.branchHours[branchId];
  if (branchId === context.branchId || !hours || !context.later || !context.day || !context.time)
    return { branchId };
  const now = new Date(context.openedAt);
  const from = { day: context.day, time: context.time };
  const to = nearestSlot(hours, from, offeredDays(now), now);
  if (to && to.day === from.day && to.time === from.time) return { branchId };
  return { branchId, day: to?.day ?? from.day, time: to?.time ?? null, slotMoved: { branchId, from, to } };
}

export function problemsOf(c: CheckoutContext): Problem[] {
  const problems: Problem[] = [];
  if (c.serviceType === 'DELIVERY' && !c.address) problems.push('ADDRESS');
  if (c.serviceType === 'DELIVERY' && c.outOfZone) problems.push('OUT_OF_ZONE');
  if (c.serviceType !== 'DELIVERY' && !c.branchId) problems.push('BRANCH');
  if (c.serviceType === 'DINE_IN' && !c.tableId) problems.push('TABLE');
  if (c.later && (!c.day || !c.time)) problems.push('SCHEDULE');
  if (!c.paymentType) problems.push('PAYMENT');
  return problems;
}

const isOutOfZone = (error: unknown) => errorBodyOf(error).code === 'OUT_OF_SERVICE_ZONE';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
