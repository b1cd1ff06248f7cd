import { describe, expect, it } from 'vitest';
import { deskReasons, statedReason } from './cancel-reasons';

describe('why an order was cancelled', () => {
  it('the desk offers the delivery reasons for deliveries only, never the payment ones, "other" last', () => {
    expect(deskReasons('DELIVERY')).toEqual([
      'OUT_OF_STOCK',
      'KITCHEN_BUSY',
      'OUT_OF_ZONE',
      'NO_COURIER',
      'CUSTOMER_UNREACHABLE',
      'CUSTOMER_ASKED',
      'OTHER',
    ]);
    expect(deskReasons('PICK_UP')).toEqual([
      'OUT_OF_STOCK',
      'KITCHEN_BUSY',
      'CUSTOMER_UNREACHABLE',
      'CUSTOMER_ASKED',
      'OTHER',
    ]);
  });

  it('a code is enough, words alone are "other", "other" needs words', () => {
    expect(statedReason('OUT_OF_STOCK', null)).toEqual({ code: 'OUT_OF_STOCK', words: null });
    expect(statedReason('OUT_OF_STOCK', '  no more somsa ')).toEqual({
      code: 'OUT_OF_STOCK',
      words: 'no more somsa',
    });
    expect(statedReason(null, 'Out of plov')).toEqual({ code: 'OTHER', words: 'Out of plov' });
    expect(statedReason('OTHER', '   ')).toBeNull();
    expect(statedReason(undefined, '')).toBeNull();
  });
});
