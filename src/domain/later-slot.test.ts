import { describe, expect, it } from 'vitest';
import { nearestSlot, offeredDays } from './later-slot';
import { scheduledInstant } from './schedule';

describe('the nearest slot another branch can serve', () => {
  const early = { open: '07:00', close: '16:00' };
  const late = { open: '08:00', close: '18:00' };
  const now = scheduledInstant('2026-11-22', '12:00');
  const days = offeredDays(now);
  it('offers today and tomorrow, local', () => {
    expect(days).toEqual(['2026-11-22', '2026-11-23']);
    expect(offeredDays(scheduledInstant('2026-11-22', '23:30'))).toEqual(['2026-11-22', '2026-11-23']);
  });
  it('keeps a slot the branch has', () => {
    expect(nearestSlot(late, { day: '2026-11-23', time: '09:30' }, days, now)).toEqual({
      day: '2026-11-23',
      time: '09:30',
    });
  });
  it('moves to the opening when the wanted time is before it, to the last slot when after the close', () => {
    expect(nearestSlot(late, { day: '2026-11-23', time: '07:00' }, days, now)).toEqual({
      day: '2026-11-23',
      time: '08:00',
    });
    expect(nearestSlot(early, { day: '2026-11-23', time: '17:00' }, days, now)).toEqual({
      day: '2026-11-23',
      time: '15:30',
    });
  });
  it('looks across the offered days, never into the past', () => {
    // today's slots are over at 15:50: the wanted 17:00 moves to tomorrow's opening
    const afternoon = scheduledInstant('2026-11-22', '15:50');
    expect(nearestSlot(early, { day: '2026-11-22', time: '17:00' }, days, afternoon)).toEqual({
      day: '2026-11-23',
      time: '07:00',
    });
  });
  it('is null when the branch has no slot on those days', () => {
    const closedDays = {
      ...early,
      workHours: (['SUNDAY', 'MONDAY'] as const).map((d) => ({ day: d, open: '03:05', close: '03:20' })),
    };
    expect(nearestSlot(closedDays, { day: '2026-11-23', time: '10:00' }, days, now)).toBeNull();
  });
});
