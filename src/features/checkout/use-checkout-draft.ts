import { useEffect, useRef, useState } from 'react';
import type { components } from '../../api/schema';
import { localParts, timeSlots } from '../../domain/schedule';
import type { CheckoutFields } from '../../tenant/stored';
import { useStorefront } from '../../tenant/storefront-context';
import { draftOf, restoreDraft, type RestoredCheckout } from './checkout-draft';
import type { CheckoutActor, ServiceType } from './checkout.machine';

type Branch = components['schemas']['Branch'];

/** The checkout's draft as the checkout opens: what still holds of what the customer chose before. */
export function useRestoredDraft(options: {
  user: { id: number; cashback?: number | null };
  services: readonly ServiceType[];
  payments: readonly string[];
  branches: readonly Branch[];
  branchesFor: (service: ServiceType) => readonly Branch[];
}): RestoredCheckout | null {
  const { storage } = useStorefront();
  const [restored] = useState(() => {
    const { user, services, payments, branches, branchesFor } = options;
    const now = new Date();
    return restoreDraft(storage.get('checkoutDraft'), {
      userId: user.id,
      now: now.getTime(),
      services,
      payments,
      branchIds: (service) => branchesFor(service).map((b) => b.id),
      days: [localParts(now).day, localParts(new Date(now.getTime() + 86_400_000)).day],
      slots: (day, id) => {
        const at = branches.find((b) => b.id === id) ?? branches[0];
        return at ? timeSlots(at, day, now) : [];
      },
      cashbackBalance: user.cashback ?? 0,
    });
  });
  return restored;
}

/** Every choice is written down as it is made, until the order is placed (the machine is then done). */
export function useKeepDraft(actor: CheckoutActor, fields: CheckoutFields, userId: number) {
  const { storage } = useStorefront();
  useEffect(() => {
    const keep = () => {
      const snapshot = actor.getSnapshot();
      if (snapshot.status === 'active')
        storage.set('checkoutDraft', draftOf(snapshot.context, fields, userId, Date.now()));
    };
    const subscription = actor.subscribe(keep);
    keep();
    return () => subscription.unsubscribe();
  }, [actor, fields, storage, userId]);
}

/** A promo applied before leaving is checked again on return: it applies, or the form says why not. */
export function usePromoRecheck(actor: CheckoutActor, applied: boolean, itemsPrice: number) {
  const pending = useRef(applied);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    actor.send({ type: 'APPLY_PROMO', productPrice: itemsPrice });
  }, [actor, itemsPrice]);
}
