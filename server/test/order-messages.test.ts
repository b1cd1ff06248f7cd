import { describe, expect, it } from 'vitest';
import { orderMessage } from '../notify/order-messages';

const cancelled = {
  id: 1,
  number: 1042,
  status: 'CANCELED',
  service_type: 'PICK_UP',
  courier_name: null,
  courier_phone: null,
};

describe("a cancelled order's message says why in the customer's language", () => {
  it('the reason the desk chose, with its words beside it', () => {
    expect(
      orderMessage({ ...cancelled, reason_code: 'OUT_OF_STOCK', reason: 'Самса закончилась' }, 'ru')?.text,
    ).toBe('❌ Заказ №1042 отменён.\nПричина: Блюдо из вашего заказа закончилось — Самса закончилась');
    expect(orderMessage({ ...cancelled, reason_code: 'KITCHEN_BUSY', reason: null }, 'uz')?.text).toBe(
      '❌ Buyurtma №1042 bekor qilindi.\nSabab: Restoran hozir juda band, buyurtmangizni tayyorlashga ulgurmaydi',
    );
  });
  it("'other' and an order cancelled before reasons had codes: the words alone", () => {
    expect(orderMessage({ ...cancelled, reason_code: 'OTHER', reason: 'Gas is off' }, 'en')?.text).toBe(
      '❌ Order №1042 is cancelled.\nReason: Gas is off',
    );
    expect(orderMessage({ ...cancelled, reason: 'Out of plov' }, 'en')?.text).toBe(
      '❌ Order №1042 is cancelled.\nReason: Out of plov',
    );
  });
});
