import { describe, expect, it } from 'vitest';
import { DELIVERY_MINUTES } from './delivery-time';
import { courierFigures, isLate, type CourierDelivery } from './courier-figures';

const placed = '2026-11-27T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(placed) + minutes * 60_000).toISOString();
const delivery = (over: Partial<CourierDelivery>): CourierDelivery => ({
  courierId: 5,
  name: 'Sardor Karimov',
  yandex: false,
  createdDate: placed,
  pickedUpAt: at(30),
  deliveredAt: at(45),
  cashCollected: null,
  ...over,
});

describe("the couriers' figures of a day", () => {
  it('counts deliveries per courier, their average minutes from pick-up to delivered, the late ones and the cash', () => {
    const rows = courierFigures([
      delivery({ cashCollected: 120_000 }),
      delivery({ pickedUpAt: at(40), deliveredAt: at(DELIVERY_MINUTES + 5), cashCollected: 80_000 }),
      delivery({ courierId: 6, name: 'Javlon Toshev', pickedUpAt: at(20), deliveredAt: at(32) }),
    ]);
    expect(rows).toEqual([
      {
        courierId: 6,
        name: 'Javlon Toshev',
        yandex: false,
        deliveries: 1,
        averageMinutes: 12,
        late: 0,
        cashCollected: 0,
      },
      {
        courierId: 5,
        name: 'Sardor Karimov',
        yandex: false,
        deliveries: 2,
        averageMinutes: 15,
        late: 1,
        cashCollected: 200_000,
      },
    ]);
  });

  it('late is after the time promised when the customer ordered: the usual minutes plus a busy branch’s, or the time asked for', () => {
    expect(isLate(delivery({ deliveredAt: at(DELIVERY_MINUTES + 1) }))).toBe(true);
    expect(isLate(delivery({ deliveredAt: at(DELIVERY_MINUTES + 1), extraMinutes: 15 }))).toBe(false);
    const asked = { later: true, deliveryAt: at(120) };
    expect(isLate(delivery({ ...asked, deliveredAt: at(110) }))).toBe(false);
    expect(isLate(delivery({ ...asked, deliveredAt: at(125) }))).toBe(true);
  });

  it('puts the couriers the desk typed after the roster and Yandex Delivery last; a delivery without times has no average', () => {
    const rows = courierFigures([
      delivery({ courierId: null, name: 'Aziz Yandex', yandex: true }),
      delivery({ courierId: null, name: 'Bobur Yandex', yandex: true, pickedUpAt: null }),
      delivery({ courierId: null, name: 'Aziz', pickedUpAt: null }),
      delivery({ courierId: null, name: null }),
      delivery({}),
    ]);
    expect(rows.map((r) => [r.name, r.yandex, r.deliveries, r.averageMinutes])).toEqual([
      ['Sardor Karimov', false, 1, 15],
      ['Aziz', false, 1, null],
      ['Yandex Delivery', true, 2, 15],
    ]);
  });
});
