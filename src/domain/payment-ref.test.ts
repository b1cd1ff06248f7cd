import { describe, expect, it } from 'vitest';
import { parseRef, payableRef } from './payment-ref';

describe('payment references', () => {
  it("names an order's payment or one of its differences, and reads them back", () => {
    expect(payableRef(123)).toBe('123');
    expect(payableRef(123, 7)).toBe('123-7');
    expect(parseRef('123')).toEqual({ orderId: 123, extraId: null });
    expect(parseRef(payableRef(123, 7))).toEqual({ orderId: 123, extraId: 7 });
    expect(parseRef(42)).toEqual({ orderId: 42, extraId: null });
  });

  it('reads nothing else', () => {
    for (const bad of ['', 'abc', '12-', '-3', '1-2-3', '0', '5-0', '99999999999', '1.5', null, undefined])
      expect(parseRef(bad)).toBeNull();
  });
});
