import { describe, expect, it } from 'vitest';
import { COURIER_WAIT_MINUTES, courierWaitMinutesOf, waitsTooLong } from './courier-wait';

const now = new Date('2026-11-27T12:00:00Z');
const readyAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const ready = { status: 'DONE', serviceType: 'DELIVERY', courierId: null, courier: null };

describe('a ready delivery waiting for its courier', () => {
  it("is late past the merchant's minutes, else the default", () => {
    expect(courierWaitMinutesOf({})).toBe(COURIER_WAIT_MINUTES);
    expect(courierWaitMinutesOf({ deskCourierMinutes: 25 })).toBe(25);
    expect(waitsTooLong({ ...ready, readyTime: readyAgo(11) }, now, 10)).toBe(true);
    expect(waitsTooLong({ ...ready, readyTime: readyAgo(9) }, now, 10)).toBe(false);
    expect(waitsTooLong({ ...ready, readyTime: readyAgo(11) }, now, 25)).toBe(false);
  });

  it('is not waiting once a courier has it, before it is ready, or when it is not a delivery', () => {
    const late = { ...ready, readyTime: readyAgo(30) };
    expect(waitsTooLong({ ...late, courierId: 5 }, now, 10)).toBe(false);
    expect(waitsTooLong({ ...late, courier: { name: 'Aziz' } }, now, 10)).toBe(false);
    expect(waitsTooLong({ ...late, status: 'COOKING' }, now, 10)).toBe(false);
    expect(waitsTooLong({ ...late, serviceType: 'PICK_UP' }, now, 10)).toBe(false);
    expect(waitsTooLong({ ...ready, readyTime: null }, now, 10)).toBe(false);
  });
});
