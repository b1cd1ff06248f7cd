import { describe, expect, it } from 'vitest';
import { chimes, waitingCount } from './desk-alerts';

describe('desk alerts', () => {
  it('chimes for the operator on a new or now-due order, never on a payment of one already there', () => {
    expect(chimes('OPERATOR', undefined, 'OPEN')).toBe(true);
    expect(chimes('OPERATOR', 'AT_TIME', 'OPEN')).toBe(true);
    expect(chimes('OPERATOR', 'OPEN', 'OPEN')).toBe(false);
    expect(chimes('OPERATOR', 'OPEN', 'ACCEPTED')).toBe(false);
  });

  it('chimes for the kitchen only when an order is accepted for it to cook', () => {
    expect(chimes('KITCHEN', undefined, 'OPEN')).toBe(false);
    expect(chimes('KITCHEN', 'OPEN', 'ACCEPTED')).toBe(true);
    expect(chimes('KITCHEN', 'ACCEPTED', 'ACCEPTED')).toBe(false);
    expect(chimes('KITCHEN', 'ACCEPTED', 'COOKING')).toBe(false);
  });

  it('counts what waits for each role', () => {
    const board = ['OPEN', 'OPEN', 'ACCEPTED', 'COOKING', 'DONE'] as const;
    expect(waitingCount('OPERATOR', board)).toBe(2);
    expect(waitingCount('KITCHEN', board)).toBe(1);
  });
});
