import { describe, expect, it } from 'vitest';
import { isCancellable, isFinal, isReviewable, nextStep, simulatedPath } from './order-status';

describe('order status rules', () => {
  it('knows final, cancellable and reviewable states', () => {
    expect(isFinal('DELIVERED')).toBe(true);
    expect(isFinal('ON_WAY')).toBe(false);
    expect(isCancellable('OPEN')).toBe(true);
    expect(isCancellable('COOKING')).toBe(false);
    expect(isReviewable('DELIVERED')).toBe(true);
    expect(isReviewable('OPEN')).toBe(false);
  });

  it('walks a delivery from OPEN to DELIVERED through courier statuses', () => {
    let step = simulatedPath('DELIVERY')[0] ?? null;
    const seen: string[] = [];
    while (step) {
      seen.push(`${step.status}/${step.courierStatus ?? '-'}`);
      step = nextStep('DELIVERY', step);
    }
    expect(seen[0]).toBe('OPEN/-');
    expect(seen.at(-1)).toBe('DELIVERED/PERFORMER_DELIVERED_FINISH');
    expect(seen).toContain('ON_WAY/PERFORMER_PICKUPED');
  });

  it('ends a pick-up at CLOSED and never moves a final order', () => {
    expect(simulatedPath('PICK_UP').at(-1)?.status).toBe('CLOSED');
    expect(nextStep('PICK_UP', { status: 'CLOSED', courierStatus: null })).toBeNull();
    // a scheduled order opens when its time comes, then walks the usual path
    expect(nextStep('PICK_UP', { status: 'AT_TIME', courierStatus: null })?.status).toBe('OPEN');
  });
});
