import { describe, expect, it } from 'vitest';
import type { CheckoutDraft } from '../../tenant/stored';
import { draftOf, DRAFT_MAX_AGE_MS, restoreDraft, type DraftLimits } from './checkout-draft';

const NOW = Date.UTC(2026, 10, 24, 8, 0);
const fields = {
  comment: 'Ring twice',
  courierComment: 'Gate 2',
  receiverName: 'Dilnoza',
  receiverPhone: '901234567',
  sendCheque: true,
  chequePhone: '998901234567',
};
const context = {
  serviceType: 'PICK_UP' as const,
  branchId: 2,
  later: true,
  day: '2026-11-24',
  time: '15:30',
  paymentType: 'CLICK',
  promoCode: 'WELCOME',
  promo: {
    code: 'WELCOME',
    discountType: 'AMOUNT' as const,
    productDiscount: 30_000,
    deliveryDiscount: 0,
    minPrice: 0,
  },
  cashback: 5_000,
};
const limits: DraftLimits = {
  userId: 7,
  now: NOW + 60_000,
  services: ['DELIVERY', 'PICK_UP'],
  payments: ['CASH', 'CLICK'],
  branchIds: () => [1, 2],
  days: ['2026-11-24', '2026-11-25'],
  slots: () => ['15:00', '15:30'],
  cashbackBalance: 10_000,
};
const draft: CheckoutDraft = draftOf(context, fields, 7, NOW);

describe('checkout draft', () => {
  it('gives back every choice the customer made', () => {
    expect(restoreDraft(draft, limits)).toEqual({
      serviceType: 'PICK_UP',
      branchId: 2,
      later: true,
      day: '2026-11-24',
      time: '15:30',
      paymentType: 'CLICK',
      promoCode: 'WELCOME',
      promoApplied: true,
      cashback: 5_000,
      fields,
    });
  });

  it('keeps a typed promo code that was not applied as typed, not applied', () => {
    const typed = draftOf({ ...context, promo: null, promoCode: 'SUMMER' }, fields, 7, NOW);
    expect(restoreDraft(typed, limits)).toMatchObject({ promoCode: 'SUMMER', promoApplied: false });
  });

  it("is not another customer's, nor a stale one", () => {
    expect(restoreDraft(draft, { ...limits, userId: 8 })).toBeNull();
    expect(restoreDraft(draft, { ...limits, now: NOW + DRAFT_MAX_AGE_MS + 1 })).toBeNull();
    expect(restoreDraft(null, limits)).toBeNull();
  });

  it('drops, one by one, the choices that no longer hold', () => {
    const restored = restoreDraft(draft, {
      ...limits,
      payments: ['CASH'],
      branchIds: () => [1],
      slots: () => ['16:00'],
      cashbackBalance: 1_000,
    });
    expect(restored).toMatchObject({
      paymentType: null,
      branchId: null,
      later: true,
      time: null,
      cashback: 1_000,
      fields,
    });
    // the day has passed: back to "now"
    expect(restoreDraft(draft, { ...limits, days: ['2026-11-25', '2026-11-26'] })).toMatchObject({
      later: false,
      day: null,
      time: null,
    });
    // the service is no longer offered: nothing of the draft can be trusted
    expect(restoreDraft(draft, { ...limits, services: ['DELIVERY'] })).toBeNull();
  });
});
