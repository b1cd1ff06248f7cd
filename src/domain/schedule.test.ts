import { describe, expect, it } from 'vitest';
import {
  checkSchedule,
  isOpenAt,
  isOpenAtLocal,
  localParts,
  nextOpening,
  scheduledInstant,
  timeSlots,
  firstSlot,
} from './schedule';

const day = { open: '10:00', close: '23:00' };
const night = { open: '18:00', close: '04:00' };

describe('schedule', () => {
  it('reads local Tashkent parts', () => {
    expect(localParts(new Date('2026-11-21T23:30:00Z'))).toEqual({
      day: '2026-11-22',
      time: '04:30',
      weekday: 'SUNDAY',
    });
  });

  it('knows day hours and past-midnight hours', () => {
    expect(isOpenAtLocal(day, 'MONDAY', '09:59')).toBe(false);
    expect(isOpenAtLocal(day, 'MONDAY', '10:00')).toBe(true);
    expect(isOpenAtLocal(day, 'MONDAY', '23:00')).toBe(false);
    expect(isOpenAtLocal(night, 'MONDAY', '02:00')).toBe(true);
    expect(isOpenAtLocal(night, 'MONDAY', '12:00')).toBe(false);
  });

  it('uses per-weekday hours when given', () => {
    const hours = { ...day, workHours: [{ day: 'SUNDAY' as const, open: '12:00', close: '20:00' }] };
    expect(isOpenAt(hours, scheduledInstant('2026-11-22', '11:00'))).toBe(false);
    expect(isOpenAt(hours, scheduledInstant('2026-11-23', '11:00'))).toBe(true);
  });

  it('checks a later order: both parts, future, inside hours', () => {
    const now = scheduledInstant('2026-11-22', '12:00');
    expect(checkSchedule(day, '2026-11-22', null, now)).toBe('DAY_AND_TIME_REQUIRED');
    expect(checkSchedule(day, null, '13:00', now)).toBe('DAY_AND_TIME_REQUIRED');
    expect(checkSchedule(day, '2026-11-22', '11:30', now)).toBe('IN_THE_PAST');
    expect(checkSchedule(day, '2026-11-22', '23:30', now)).toBe('OUTSIDE_HOURS');
    expect(checkSchedule(day, '2026-11-22', '13:00', now)).toBeNull();
    expect(checkSchedule(day, '2027-02-31', '13:00', now)).toBe('NO_SUCH_DAY');
    expect(checkSchedule(day, '2026-11-31', '13:00', now)).toBe('NO_SUCH_DAY');
    expect(checkSchedule(day, '2026-11-29', '11:30', now)).toBeNull();
    expect(checkSchedule(day, '2026-11-29', '12:30', now)).toBe('TOO_FAR_AHEAD');
  });

  it('offers only future slots inside the hours', () => {
    const slots = timeSlots(day, '2026-11-22', scheduledInstant('2026-11-22', '21:10'));
    expect(slots).toEqual(['21:30', '22:00', '22:30']);
  });

  it('finds the first slot there is: today while it has one, else the next day', () => {
    const evening = scheduledInstant('2026-11-22', '21:10');
    expect(firstSlot(day, ['2026-11-22', '2026-11-23'], evening)).toEqual({
      day: '2026-11-22',
      time: '21:30',
    });
    const late = scheduledInstant('2026-11-22', '22:50');
    expect(firstSlot(day, ['2026-11-22', '2026-11-23'], late)).toEqual({ day: '2026-11-23', time: '10:00' });
    expect(firstSlot(day, ['2026-11-22'], late)).toBeNull();
  });
});

describe('next opening', () => {
  const day = { open: '10:00', close: '23:00' };
  const night = { open: '18:00', close: '04:00' };
  const at = (d: string, t: string) => scheduledInstant(d, t);
  it('is later today before opening, tomorrow after closing, and today at 18:00 for a night branch at 14:00', () => {
    expect(nextOpening(day, at('2026-11-22', '08:05'))).toMatchObject({ day: '2026-11-22', time: '10:00' });
    expect(nextOpening(day, at('2026-11-22', '23:30'))).toMatchObject({ day: '2026-11-23', time: '10:00' });
    expect(nextOpening(night, at('2026-11-22', '14:00'))).toMatchObject({ day: '2026-11-22', time: '18:00' });
  });
  it('is now while open (past midnight too)', () => {
    expect(nextOpening(night, at('2026-11-23', '02:00'))).toMatchObject({ day: '2026-11-23', time: '02:00' });
  });
});
