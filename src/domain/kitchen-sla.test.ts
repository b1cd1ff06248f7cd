import { describe, expect, it } from 'vitest';
import {
  enteredColumnAt,
  keepsRinging,
  minutesWaited,
  oldestFirst,
  slaLimitsOf,
  slaState,
} from './kitchen-sla';

const limits = { acceptMinutes: 3, cookMinutes: 20 };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute)).toISOString();
const now = new Date(Date.UTC(2026, 10, 27, 13, 0));
const order = (status: 'OPEN' | 'ACCEPTED' | 'COOKING' | 'DONE', placed: number, cooking?: number) => ({
  id: placed,
  status,
  createdDate: at(placed),
  log: [
    { kind: 'STATUS', status: 'OPEN', createdDate: at(placed) },
    ...(cooking !== undefined ? [{ kind: 'STATUS', status: 'COOKING', createdDate: at(cooking) }] : []),
  ],
});

describe('kitchen timers and SLA', () => {
  it('counts the wait from when the order came into its column', () => {
    expect(enteredColumnAt(order('COOKING', 10, 30)).toISOString()).toBe(at(30));
    expect(minutesWaited(order('COOKING', 10, 30), now)).toBe(30);
    expect(minutesWaited(order('OPEN', 58), now)).toBe(2);
    // an order whose log lacks its column (older orders) counts from when it was placed
    expect(minutesWaited({ status: 'DONE', createdDate: at(45) }, now)).toBe(15);
  });

  it('turns a new order red once it has waited the minutes to accept it, and the desk keeps ringing', () => {
    expect(slaState(order('OPEN', 58), now, limits)).toBe('ok');
    expect(slaState(order('OPEN', 57), now, limits)).toBe('red');
    expect(slaState(order('OPEN', 57), now, { ...limits, acceptMinutes: 5 })).toBe('ok');
    expect(keepsRinging([order('OPEN', 58), order('ACCEPTED', 0)], now, limits)).toBe(false);
    expect(keepsRinging([order('OPEN', 58), order('OPEN', 50)], now, limits)).toBe(true);
  });

  it("turns cooking amber past the branch's usual time and red past half as long again", () => {
    expect(slaState(order('COOKING', 0, 45), now, limits)).toBe('ok');
    expect(slaState(order('COOKING', 0, 40), now, limits)).toBe('amber');
    expect(slaState(order('COOKING', 0, 31), now, limits)).toBe('amber');
    expect(slaState(order('COOKING', 0, 30), now, limits)).toBe('red');
    expect(slaState(order('COOKING', 0, 30), now, { ...limits, cookMinutes: 40 })).toBe('ok');
    // accepted and ready orders have no clock
    expect(slaState(order('ACCEPTED', 0), now, limits)).toBe('ok');
    expect(slaState(order('DONE', 0), now, limits)).toBe('ok');
  });

  it("times cooking by the branch's own usual time, the merchant's where it has none", () => {
    const branches = [
      { id: 7, settings: { cookMinutes: 40 } },
      { id: 8, settings: { cookMinutes: null } },
      { id: 9 },
    ];
    const per = slaLimitsOf({ deskAcceptMinutes: 3, deskCookMinutes: 20 }, branches);
    // 30 minutes cooking: within branch 7's 40, red past half as long again as the merchant's 20
    expect(slaState({ ...order('COOKING', 0, 30), branch: 7 }, now, per)).toBe('ok');
    expect(slaState({ ...order('COOKING', 0, 30), branch: 8 }, now, per)).toBe('red');
    expect(slaState({ ...order('COOKING', 0, 30), branch: 9 }, now, per)).toBe('red');
    expect(slaState({ ...order('COOKING', 0, 15), branch: 7 }, now, per)).toBe('amber');
    expect(slaLimitsOf({}).cookMinutes).toBe(20);
  });

  it('puts the order waiting longest first', () => {
    const list = [order('COOKING', 1, 40), order('COOKING', 5, 20), order('COOKING', 3, 20)];
    expect(oldestFirst(list).map((o) => o.id)).toEqual([3, 5, 1]);
  });
});
