import { describe, expect, it } from 'vitest';
import { IIKO_STATUS, stepsTo } from './pos-status';

describe('a POS status as our order steps', () => {
  it('walks forward one status at a time to where the POS is', () => {
    expect(stepsTo('DELIVERY', 'OPEN', 'COOKING')).toEqual(['ACCEPTED', 'COOKING']);
    expect(stepsTo('DELIVERY', 'COOKING', 'ON_WAY')).toEqual(['DONE', 'ON_WAY']);
    expect(stepsTo('DELIVERY', 'AT_TIME', 'ACCEPTED')).toEqual(['OPEN', 'ACCEPTED']);
  });
  it('never moves an order backwards, and an order already there stays', () => {
    expect(stepsTo('DELIVERY', 'ON_WAY', 'COOKING')).toBeNull();
    expect(stepsTo('DELIVERY', 'COOKING', 'COOKING')).toEqual([]);
  });
  it('a pick-up the POS calls delivered is ready at the counter, and closed when closed', () => {
    expect(stepsTo('PICKUP', 'COOKING', IIKO_STATUS.Delivered as 'DELIVERED')).toEqual(['DONE']);
    expect(stepsTo('PICKUP', 'DONE', 'CLOSED')).toEqual(['CLOSED']);
  });
  it('a cancel the order can still take, and none once it is ready', () => {
    expect(stepsTo('DELIVERY', 'COOKING', 'CANCELED')).toEqual(['CANCELED']);
    expect(stepsTo('DELIVERY', 'ON_WAY', 'CANCELED')).toBeNull();
  });
});
