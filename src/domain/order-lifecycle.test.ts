import { describe, expect, it } from 'vitest';
import { completes, effectsOf, forwardStatus, nextStatuses, refuseTransition } from './order-lifecycle';
import { ORDER_STATUSES } from './order-status';

describe('order lifecycle', () => {
  it('walks a delivery and a pick-up along their paths', () => {
    const walk = (serviceType: string) => {
      const seen = ['OPEN'];
      for (let s = forwardStatus(serviceType, 'OPEN'); s; s = forwardStatus(serviceType, s)) seen.push(s);
      return seen;
    };
    expect(walk('DELIVERY')).toEqual([
      'OPEN',
      'ACCEPTED',
      'COOKING',
      'DONE',
      'ON_WAY',
      'DELIVERED',
      'CLOSED',
    ]);
    expect(walk('PICK_UP')).toEqual(['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
    expect(walk('DINE_IN')).toEqual(['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
  });

  it('allows cancelling only before the food is ready, and only with a reason', () => {
    for (const from of ORDER_STATUSES) {
      const allowed = nextStatuses('DELIVERY', from).includes('CANCELED');
      expect([from, allowed]).toEqual([from, ['OPEN', 'AT_TIME', 'ACCEPTED', 'COOKING'].includes(from)]);
    }
    expect(refuseTransition('DELIVERY', 'COOKING', 'CANCELED', 'OPERATOR', '  ')).toEqual({
      code: 'REASON_REQUIRED',
    });
    expect(refuseTransition('DELIVERY', 'COOKING', 'CANCELED', 'OPERATOR', 'out of lamb')).toBeNull();
    expect(refuseTransition('DELIVERY', 'DONE', 'CANCELED', 'OPERATOR', 'late')).toEqual({
      code: 'TRANSITION_NOT_ALLOWED',
      from: 'DONE',
      to: 'CANCELED',
    });
  });

  it('refuses skipping a step, going back, and moves outside the path', () => {
    expect(refuseTransition('DELIVERY', 'OPEN', 'COOKING', 'OPERATOR')?.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(refuseTransition('DELIVERY', 'COOKING', 'ACCEPTED', 'OPERATOR')?.code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect(refuseTransition('PICK_UP', 'DONE', 'ON_WAY', 'OPERATOR')?.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(refuseTransition('PICK_UP', 'CLOSED', 'OPEN', 'OPERATOR')?.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(nextStatuses('PICK_UP', 'CANCELED')).toEqual([]);
    expect(nextStatuses('DELIVERY', 'AT_TIME')).toEqual(['OPEN', 'CANCELED']);
  });

  it('lets the kitchen only start cooking and mark ready, and the customer only cancel', () => {
    expect(refuseTransition('DELIVERY', 'ACCEPTED', 'COOKING', 'KITCHEN')).toBeNull();
    expect(refuseTransition('DELIVERY', 'COOKING', 'DONE', 'KITCHEN')).toBeNull();
    expect(refuseTransition('DELIVERY', 'OPEN', 'ACCEPTED', 'KITCHEN')?.code).toBe('ROLE_NOT_ALLOWED');
    expect(refuseTransition('DELIVERY', 'COOKING', 'CANCELED', 'KITCHEN', 'no')?.code).toBe(
      'ROLE_NOT_ALLOWED',
    );
    expect(refuseTransition('DELIVERY', 'OPEN', 'CANCELED', 'CUSTOMER', 'changed my mind')).toBeNull();
    expect(refuseTransition('DELIVERY', 'OPEN', 'ACCEPTED', 'CUSTOMER')?.code).toBe('ROLE_NOT_ALLOWED');
  });

  it('earns cashback once, on fulfilment; returns spent cashback and owes a refund on a paid cancel', () => {
    expect(completes('DELIVERY', 'DELIVERED')).toBe(true);
    expect(completes('DELIVERY', 'CLOSED')).toBe(false);
    expect(completes('PICK_UP', 'CLOSED')).toBe(true);
    const order = { totalPrice: 100_000, cashbackSpent: 5000, isPaid: true, cashbackPercent: 3 };
    expect(effectsOf('DELIVERY', 'DELIVERED', order)).toEqual({
      earn: 3000,
      returnSpent: 0,
      refundDue: false,
    });
    expect(effectsOf('DELIVERY', 'CANCELED', order)).toEqual({ earn: 0, returnSpent: 5000, refundDue: true });
    expect(effectsOf('DELIVERY', 'CANCELED', { ...order, isPaid: false }).refundDue).toBe(false);
  });
});
