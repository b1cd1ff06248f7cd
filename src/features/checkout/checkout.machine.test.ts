import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  checkoutMachine,
  type CheckoutInput,
  type OrderRequest,
  type Point,
  type PromoInfo,
  type SubmitInput,
  type TariffQuote,
} from './checkout.machine';

/** The request the view builds; the machine passes it through untouched. */
const REQUEST = { serviceType: 'PICK_UP', paymentType: 'CASH' } as OrderRequest;

/** The form with no price or promo check in flight. */
const idle = (s: { matches: (v: 'form') => boolean; hasTag: (t: string) => boolean }) =>
  s.matches('form') && !s.hasTag('busy');

const outOfZone = { body: { code: 'OUT_OF_SERVICE_ZONE', message: 'Out of service zone' } };

function start(
  options: {
    tariff?: (p: Point) => Promise<TariffQuote>;
    submit?: () => Promise<{ id: number }>;
    services?: ('DELIVERY' | 'PICK_UP' | 'DINE_IN')[];
    input?: Partial<CheckoutInput>;
  } = {},
) {
  const run = options.submit ?? (async () => ({ id: 42 }));
  const submit = vi.fn(async (_input: { idempotencyKey: string }) => run());
  const onSuccess = vi.fn();
  const machine = checkoutMachine.provide({
    actors: {
      tariff: fromPromise<TariffQuote, Point>(async ({ input }) =>
        (options.tariff ?? (async () => ({ deliveryPrice: 10000, branchId: 1, zone: null })))(input),
      ),
      checkPromo: fromPromise<PromoInfo, { code: string; productPrice: number }>(async ({ input }) => {
        if (input.code !== 'WELCOME')
          throw { body: { code: 'PROMO_NOT_FOUND', message: 'Promo code not found or no longer valid' } };
        return {
          code: 'WELCOME',
          discountType: 'AMOUNT',
          productDiscount: 30000,
          deliveryDiscount: 0,
          minPrice: 150000,
        };
      }),
      submitOrder: fromPromise<{ id: number }, SubmitInput>(async ({ input }) => submit(input)),
    },
    actions: { onSuccess },
  });
  const actor = createActor(machine, {
    input: {
      services: options.services ?? ['DELIVERY', 'PICK_UP', 'DINE_IN'],
      branchId: null,
      address: null,
      deliveryPrice: 0,
      paymentType: 'CASH',
      ...options.input,
    },
  }).start();
  return { actor, submit, onSuccess };
}

describe('checkout machine', () => {
  it('keeps what the customer types and applies the promo while the delivery price is on its way', async () => {
    let release: (v: TariffQuote) => void = () => undefined;
    const { actor } = start({ tariff: () => new Promise((resolve) => (release = resolve)) });
    actor.send({ type: 'ADDRESS', address: { latitude: 41.3, longitude: 69.2 } });
    expect(actor.getSnapshot().hasTag('pricing')).toBe(true);
    actor.send({ type: 'PROMO_CODE', code: 'WELCOME' });
    actor.send({ type: 'PAYMENT', paymentType: 'PAYME' });
    actor.send({ type: 'APPLY_PROMO', productPrice: 200000 });
    await waitFor(actor, (s) => s.context.promo !== null);
    expect(actor.getSnapshot().context).toMatchObject({ promoCode: 'WELCOME', paymentType: 'PAYME' });
    // no submit while the price is unknown
    actor.send({ type: 'SUBMIT', request: REQUEST });
    expect(actor.getSnapshot().matches('submitting')).toBe(false);
    release({ deliveryPrice: 9000, branchId: 1, zone: null });
    await waitFor(actor, (s) => idle(s));
    expect(actor.getSnapshot().context.deliveryPrice).toBe(9000);
  });

  it('delivery needs an address in a zone; the tariff prices it', async () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT', request: REQUEST });
    expect(actor.getSnapshot().context.problems).toEqual(['ADDRESS']);
    actor.send({ type: 'ADDRESS', address: { latitude: 41.3, longitude: 69.2 } });
    await waitFor(actor, (s) => idle(s));
    expect(actor.getSnapshot().context).toMatchObject({ deliveryPrice: 10000, branchId: 1, zone: null });
  });

  it("keeps the zone's minimum order and free-delivery sums the tariff answers", async () => {
    const zone = { minOrder: 50000, freeFrom: 150000 };
    const { actor } = start({ tariff: async () => ({ deliveryPrice: 15000, branchId: 2, zone }) });
    actor.send({ type: 'ADDRESS', address: { latitude: 41.3, longitude: 69.2 } });
    await waitFor(actor, (s) => idle(s));
    expect(actor.getSnapshot().context).toMatchObject({ deliveryPrice: 15000, zone });
  });

  it('out of zone blocks the submit with the reason', async () => {
    const { actor, submit } = start({ tariff: async () => Promise.reject(outOfZone) });
    actor.send({ type: 'ADDRESS', address: { latitude: 40, longitude: 60 } });
    await waitFor(actor, (s) => idle(s));
    actor.send({ type: 'SUBMIT', request: REQUEST });
    expect(actor.getSnapshot().context.problems).toContain('OUT_OF_ZONE');
    expect(actor.getSnapshot().context.outOfZone?.message).toBe('Out of service zone');
    expect(submit).not.toHaveBeenCalled();
  });

  it('a tariff failure keeps the old price', async () => {
    let fail = false;
    const { actor } = start({
      tariff: async () =>
        fail ? Promise.reject(new Error('503')) : { deliveryPrice: 12000, branchId: 2, zone: null },
    });
    actor.send({ type: 'ADDRESS', address: { latitude: 41.3, longitude: 69.2 } });
    await waitFor(actor, (s) => idle(s) && s.context.deliveryPrice === 12000);
    fail = true;
    actor.send({ type: 'ADDRESS', address: { latitude: 41.31, longitude: 69.21 } });
    await waitFor(actor, (s) => idle(s));
    expect(actor.getSnapshot().context).toMatchObject({ deliveryPrice: 12000, outOfZone: null });
  });

  it('pick-up and dine-in need a branch; only enabled service types can be chosen', () => {
    const { actor } = start({ services: ['DELIVERY', 'PICK_UP'] });
    actor.send({ type: 'SERVICE', serviceType: 'DINE_IN' });
    expect(actor.getSnapshot().context.serviceType).toBe('DELIVERY');
    actor.send({ type: 'SERVICE', serviceType: 'PICK_UP' });
    actor.send({ type: 'SUBMIT', request: REQUEST });
    expect(actor.getSnapshot().context.problems).toEqual(['BRANCH']);
  });

  it('dine-in needs a table', () => {
    const { actor } = start();
    actor.send({ type: 'SERVICE', serviceType: 'DINE_IN' });
    actor.send({ type: 'BRANCH', branchId: 1 });
    actor.send({ type: 'SUBMIT', request: REQUEST });
    expect(actor.getSnapshot().context.problems).toEqual(['TABLE']);
    actor.send({ type: 'TABLE', tableId: 7 });
    actor.send({ type: 'SUBMIT', request: REQUEST });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('later without day or time is refused', () => {
    const { actor } = start();
    actor.send({ type: 'SERVICE', serviceType: 'PICK_UP' });
    actor.send({ type: 'BRANCH', branchId: 1 });
    actor.send({ type: 'SCHEDULE', later: true, day: '2026-11-23' });
    actor.send({ type: 'SUBMIT', request: REQUEST });
    expect(actor.getSnapshot().context.problems).toEqual(['SCHEDULE']);
    actor.send({ type: 'SCHEDULE', later: true, time: '12:30' });
    actor.send({ type: 'SUBMIT', request: REQUEST });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
  });

  describe('a later time when the order moves to another branch', () => {
    // Beshqozon (1) opens at 07:00, Chorsu (2) at 08:00; the checkout opened at noon, local
    const branchHours = { 1: { open: '07:00', close: '16:00' }, 2: { open: '08:00', close: '18:00' } };
    const openedAt = new Date('2026-11-22T12:00:00+05:00').getTime();
    const later = { branchId: 1, later: true, day: '2026-11-23', time: '07:00', branchHours, openedAt };
    const toChorsu = async () => ({ deliveryPrice: 9000, branchId: 2, zone: null });

    it("keeps the new branch's nearest slot and says why, and the order goes through with it", async () => {
      const { actor, submit } = start({ tariff: toChorsu, input: later });
      actor.send({ type: 'ADDRESS', address: { latitude: 41.3264, longitude: 69.2364 } });
      await waitFor(actor, (s) => idle(s));
      expect(actor.getSnapshot().context).toMatchObject({
        branchId: 2,
        day: '2026-11-23',
        time: '08:00',
        slotMoved: {
          branchId: 2,
          from: { day: '2026-11-23', time: '07:00' },
          to: { day: '2026-11-23', time: '08:00' },
        },
      });
      actor.send({ type: 'SUBMIT', request: REQUEST });
      await waitFor(actor, (s) => s.status === 'done');
      expect(submit).toHaveBeenCalledTimes(1);
    });

    it('keeps a time the new branch serves as it is, without a word', async () => {
      const { actor } = start({ tariff: toChorsu, input: { ...later, time: '12:30' } });
      actor.send({ type: 'ADDRESS', address: { latitude: 41.3264, longitude: 69.2364 } });
      await waitFor(actor, (s) => idle(s));
      expect(actor.getSnapshot().context).toMatchObject({ branchId: 2, time: '12:30', slotMoved: null });
    });

    it('moves with a pick-up branch chosen too; another time picked by the customer ends the note', () => {
      const { actor } = start({ input: { ...later, serviceType: 'PICK_UP', time: '17:00', branchId: 2 } });
      actor.send({ type: 'BRANCH', branchId: 1 });
      expect(actor.getSnapshot().context).toMatchObject({ time: '15:30', slotMoved: { branchId: 1 } });
      actor.send({ type: 'SCHEDULE', later: true, time: '14:00' });
      expect(actor.getSnapshot().context).toMatchObject({ time: '14:00', slotMoved: null });
    });

    it('a branch with no slot on the offered days leaves the time to choose, and says so', () => {
      const closed = { open: '03:05', close: '03:20' };
      const { actor } = start({
        input: { ...later, serviceType: 'PICK_UP', branchHours: { ...branchHours, 3: closed } },
      });
      actor.send({ type: 'BRANCH', branchId: 3 });
      expect(actor.getSnapshot().context).toMatchObject({ time: null, slotMoved: { branchId: 3, to: null } });
      actor.send({ type: 'SUBMIT', request: REQUEST });
      expect(actor.getSnapshot().context.problems).toEqual(['SCHEDULE']);
    });
  });

  it('checks a promo: unknown codes give the server reason, under minPrice says how much is missing', async () => {
    const { actor } = start();
    actor.send({ type: 'PROMO_CODE', code: 'NOPE' });
    actor.send({ type: 'APPLY_PROMO', productPrice: 100000 });
    await waitFor(actor, (s) => idle(s) && s.context.promoError !== null);
    actor.send({ type: 'PROMO_CODE', code: 'WELCOME' });
    actor.send({ type: 'APPLY_PROMO', productPrice: 100000 });
    await waitFor(actor, (s) => idle(s) && s.context.promo !== null);
    expect(actor.getSnapshot().context).toMatchObject({ promo: { minPrice: 150000 }, promoMissing: 50000 });
  });

  it('a failed submit keeps everything; the retry carries the same Idempotency-Key', async () => {
    let calls = 0;
    const { actor, submit, onSuccess } = start({
      submit: async () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : { id: 7 }),
    });
    actor.send({ type: 'SERVICE', serviceType: 'PICK_UP' });
    actor.send({ type: 'BRANCH', branchId: 3 });
    actor.send({ type: 'CASHBACK', amount: 99999, balance: 5000 });
    actor.send({ type: 'SUBMIT', request: REQUEST });
    await waitFor(actor, (s) => idle(s) && s.context.error !== null);
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      serviceType: 'PICK_UP',
      branchId: 3,
      cashback: 5000,
      error: { code: 'NETWORK_ERROR' },
    });
    const key = context.idempotencyKey;
    expect(key).toBeTruthy();
    actor.send({ type: 'SUBMIT', request: REQUEST });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submit.mock.calls.map((c) => c[0].idempotencyKey)).toEqual([key, key]);
    expect(actor.getSnapshot().output).toEqual({ orderId: 7 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
