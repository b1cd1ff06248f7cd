import { describe, expect, it } from 'vitest';
import { deliveryMinutes } from './delivery-time';
import { arrivalEstimate, orderProgress } from './order-progress';

const created = '2026-11-22T09:00:00.000Z';
const log = (status: string, minute: number) => ({
  kind: 'CHANGE_STATUS',
  status,
  createdDate: `2026-11-22T09:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe("an order's progress", () => {
  it('marks the steps done, the current one, and those ahead, with the time each was reached', () => {
    const order = {
      status: 'COOKING',
      serviceType: 'DELIVERY',
      createdDate: created,
      log: [log('ACCEPTED', 2), log('COOKING', 5)],
    };
    expect(orderProgress(order)).toEqual([
      { status: 'OPEN', state: 'done', at: created },
      { status: 'ACCEPTED', state: 'done', at: '2026-11-22T09:02:00.000Z' },
      { status: 'COOKING', state: 'current', at: '2026-11-22T09:05:00.000Z' },
      { status: 'ON_WAY', state: 'next', at: null },
      { status: 'DELIVERED', state: 'next', at: null },
    ]);
  });

  it('keeps a ready delivery in the kitchen step until the courier leaves, and a delivered one all done', () => {
    const ready = orderProgress({ status: 'DONE', serviceType: 'DELIVERY', createdDate: created });
    expect(ready.find((s) => s.state === 'current')?.status).toBe('COOKING');
    for (const status of ['DELIVERED', 'CLOSED']) {
      const done = orderProgress({ status, serviceType: 'DELIVERY', createdDate: created });
      expect(done.every((s) => s.state === 'done')).toBe(true);
    }
  });

  it('follows a pick-up to ready and closed', () => {
    const steps = orderProgress({ status: 'DONE', serviceType: 'PICK_UP', createdDate: created });
    expect(steps.map((s) => s.status)).toEqual(['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
    expect(steps.find((s) => s.state === 'current')?.status).toBe('DONE');
  });
});

describe('the arrival estimate', () => {
  it('counts from the step reached', () => {
    const onWay = {
      status: 'ON_WAY',
      serviceType: 'DELIVERY',
      createdDate: created,
      log: [log('ON_WAY', 30)],
    };
    expect(arrivalEstimate(onWay)?.toISOString()).toBe('2026-11-22T09:50:00.000Z');
    expect(
      arrivalEstimate({ status: 'OPEN', serviceType: 'DELIVERY', createdDate: created })?.toISOString(),
    ).toBe('2026-11-22T09:50:00.000Z');
  });

  it('adds the minutes a busy branch asked for', () => {
    const busy = { status: 'OPEN', serviceType: 'DELIVERY', createdDate: created, extraMinutes: 30 };
    expect(arrivalEstimate(busy)?.toISOString()).toBe('2026-11-22T10:20:00.000Z');
    const ready = { status: 'ACCEPTED', serviceType: 'PICK_UP', createdDate: created, extraMinutes: 15 };
    expect(arrivalEstimate(ready)?.toISOString()).toBe('2026-11-22T09:40:00.000Z');
  });

  it('is the chosen time of a scheduled order, and none once the order is over', () => {
    const later = {
      status: 'AT_TIME',
      serviceType: 'PICK_UP',
      createdDate: created,
      later: true,
      deliveryAt: '2026-11-22T14:00:00.000Z',
    };
    expect(arrivalEstimate(later)?.toISOString()).toBe('2026-11-22T14:00:00.000Z');
    expect(
      arrivalEstimate({ status: 'DELIVERED', serviceType: 'DELIVERY', createdDate: created }),
    ).toBeNull();
    expect(arrivalEstimate({ status: 'CANCELED', serviceType: 'DELIVERY', createdDate: created })).toBeNull();
  });
});

describe('the delivery time shown before ordering', () => {
  it('is what a new delivery order is estimated to take, plus what a busy branch adds', () => {
    const created = '2026-11-22T09:00:00.000Z';
    const placedNow = arrivalEstimate({ status: 'OPEN', serviceType: 'DELIVERY', createdDate: created });
    expect(deliveryMinutes()).toBe(((placedNow?.getTime() ?? 0) - Date.parse(created)) / 60_000);
    expect(deliveryMinutes(20)).toBe(deliveryMinutes() + 20);
  });
});

describe('the estimate at the kitchen’s real pace', () => {
  it('takes the branch’s median cooking minutes instead of the usual ones, and the busy minutes on top', () => {
    const slow = { status: 'OPEN', serviceType: 'DELIVERY', createdDate: created, kitchenMinutes: 40 };
    // 5 to accept + 40 cooking + 20 on the road
    expect(arrivalEstimate(slow)?.toISOString()).toBe(
      new Date(Date.parse(created) + 65 * 60_000).toISOString(),
    );
    const fast = {
      status: 'ACCEPTED',
      serviceType: 'PICK_UP',
      createdDate: created,
      kitchenMinutes: 8,
      extraMinutes: 10,
    };
    expect(arrivalEstimate(fast)?.toISOString()).toBe(
      new Date(Date.parse(created) + 18 * 60_000).toISOString(),
    );
    const usual = { status: 'OPEN', serviceType: 'DELIVERY', createdDate: created, kitchenMinutes: null };
    expect(arrivalEstimate(usual)?.toISOString()).toBe('2026-11-22T09:50:00.000Z');
  });
});
