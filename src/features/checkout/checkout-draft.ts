import type { CheckoutContext, ServiceType } from './checkout.machine';
import type { CheckoutDraft, CheckoutFields } from '../../tenant/stored';

/**
 * The checkout's draft: what the customer chose, kept on the device while they pick an address on
 * the map, go back, reload or switch the language, so the checkout opens again as they left it.
 * Cleared when the order is placed; a draft of another customer, or older than a few hours, is
 * not restored, and each choice that no longer holds (a passed day, a method turned off) falls
 * back on its own.
 */
/** The checkout's own fields before the customer types anything: the receipt goes to their phone. */
export const emptyFields = (phone: string | null | undefined): CheckoutFields => ({
  comment: '',
  courierComment: '',
  receiverName: '',
  receiverPhone: '',
  sendCheque: false,
  chequePhone: phone ?? '',
});

export const DRAFT_MAX_AGE_MS = 6 * 60 * 60 * 1000;

type DraftedContext = Pick<
  CheckoutContext,
  'serviceType' | 'branchId' | 'later' | 'day' | 'time' | 'paymentType' | 'promoCode' | 'promo' | 'cashback'
>;

export function draftOf(
  context: DraftedContext,
  fields: CheckoutFields,
  userId: number,
  now: number,
): CheckoutDraft {
  return {
    savedAt: now,
    userId,
    serviceType: context.serviceType,
    branchId: context.branchId,
    later: context.later,
    day: context.day,
    time: context.time,
    paymentType: context.paymentType,
    promoCode: context.promo?.code ?? context.promoCode,
    promoApplied: context.promo !== null,
    cashback: context.cashback,
    fields,
  };
}

export interface DraftLimits {
  userId: number;
  now: number;
  services: readonly ServiceType[];
  payments: readonly string[];
  /** the branches the restored service may use */
  branchIds: (service: ServiceType) => readonly number[];
  /** the days "later" may choose (today, tomorrow) */
  days: readonly string[];
  /** the slots a day still has at the restored branch */
  slots: (day: string, branchId: number | null) => readonly string[];
  cashbackBalance: number;
}

/** What the checkout opens with: the draft's choices, without whose and when it was. */
export type RestoredCheckout = Omit<CheckoutDraft, 'savedAt' | 'userId'>;

/** The draft's choices that still hold today, each falling back on its own when it no longer does. */
export function restoreDraft(draft: CheckoutDraft | null, limits: DraftLimits): RestoredCheckout | null {
  if (!draft || draft.userId !== limits.userId) return null;
  if (limits.now - draft.savedAt > DRAFT_MAX_AGE_MS || draft.savedAt > limits.now) return null;
  if (!limits.services.includes(draft.serviceType)) return null;
  const branchId =
    draft.branchId !== null && limits.branchIds(draft.serviceType).includes(draft.branchId)
      ? draft.branchId
      : null;
  const day = draft.later && draft.day && limits.days.includes(draft.day) ? draft.day : null;
  const time = day && draft.time && limits.slots(day, branchId).includes(draft.time) ? draft.time : null;
  return {
    serviceType: draft.serviceType,
    branchId,
    // a day that has passed is no longer "later": the customer chooses again
    later: draft.later && day !== null,
    day,
    time,
    paymentType: draft.paymentType && limits.payments.includes(draft.paymentType) ? draft.paymentType : null,
    promoCode: draft.promoCode,
    promoApplied: draft.promoApplied && draft.promoCode.trim() !== '',
    cashback: Math.max(0, Math.min(draft.cashback, limits.cashbackBalance)),
    fields: draft.fields,
  };
}
