import { describe, expect, it } from 'vitest';
import {
  checkSchedule,
  isCalendarDate,
  isOpenAt,
  isOpenAtLocal,
  nextOpening,
  scheduledInstant,
  timeSlots,
  upcomingHolidays,
} from './schedule';

// 2027-01-01 is a Friday; the branch opens 10:00–23:00 and 12:00–20:00 on Sundays
const hours = {
  open: '10:00',
  close: '23:00',
  workHours: [{ day: 'SUNDAY' as const, open: '12:00', close: '20:00' }],
  holidays: [
    { date: '2027-01-01', open: '10:00', close: '23:00', closed: true },
    { date: '2027-01-03', open: '14:00', close: '18:00' },
    { date: '2026-12-31', open: '10:00', close: '16:00' },
  ],
};

describe('holidays', () => {
  it('closes a day off on its date whatever its weekday, and only on that date', () => {
    expect(isOpenAt(hours, scheduledInstant('2027-01-01', '13:00'))).toBe(false);
    // the Friday after is an ordinary Friday
    expect(isOpenAt(hours, scheduledInstant('2027-01-08', '13:00'))).toBe(true);
  });

  it("keeps a short day's hours instead of its weekday's", () => {
    // a Thursday closing at 16:00
    expect(isOpenAt(hours, scheduledInstant('2026-12-31', '15:59'))).toBe(true);
    expect(isOpenAt(hours, scheduledInstant('2026-12-31', '16:00'))).toBe(false);
    // a Sunday opening at 14:00, not at the Sunday's 12:00
    expect(isOpenAt(hours, scheduledInstant('2027-01-03', '13:00'))).toBe(false);
    expect(isOpenAt(hours, scheduledInstant('2027-01-03', '17:30'))).toBe(true);
    expect(isOpenAt(hours, scheduledInstant('2027-01-10', '13:00'))).toBe(true);
  });

  it('refuses a later order on a day off and offers only the short day’s slots', () => {
    const now = scheduledInstant('2026-12-30', '12:00');
    expect(checkSchedule(hours, '2027-01-01', '13:00', now)).toBe('OUTSIDE_HOURS');
    expect(timeSlots(hours, '2027-01-01', now)).toEqual([]);
    expect(timeSlots(hours, '2027-01-03', now)).toEqual([
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
  });

  it('opens next after the day off', () => {
    // the last evening of the year closes at 16:00; the 1st is off; the 2nd (Saturday) opens at 10:00
    expect(nextOpening(hours, scheduledInstant('2026-12-31', '17:00'))).toEqual({
      day: '2027-01-02',
      time: '10:00',
      weekday: 'SATURDAY',
    });
  });

  it('tells the coming week’s holidays by date, not the past ones', () => {
    expect(upcomingHolidays(hours, scheduledInstant('2026-12-31', '20:00')).map((h) => h.date)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-03',
    ]);
    expect(upcomingHolidays(hours, scheduledInstant('2027-01-02', '09:00')).map((h) => h.date)).toEqual([
      '2027-01-03',
    ]);
    expect(upcomingHolidays(hours, scheduledInstant('2026-12-01', '09:00'))).toEqual([]);
  });

  it('knows a calendar date', () => {
    expect(isCalendarDate('2027-01-01')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('1 Jan')).toBe(false);
  });

  describe('a night shift past midnight', () => {
    // 18:00–03:00 every night; 1 January (a Friday) off
    const night = {
      open: '18:00',
      close: '03:00',
      holidays: [{ date: '2027-01-01', open: '18:00', close: '03:00', closed: true }],
    };
    const at = (day: string, time: string) => isOpenAt(night, scheduledInstant(day, time));

    it('keeps serving the night of 31 December after midnight, though 1 January is off', () => {
      expect(at('2027-01-01', '00:00')).toBe(true);
      expect(at('2027-01-01', '02:59')).toBe(true);
      expect(at('2027-01-01', '03:00')).toBe(false);
      // the day off itself: no shift begins that evening, so none runs into the 2nd
      expect(at('2027-01-01', '19:00')).toBe(false);
      expect(at('2027-01-02', '01:00')).toBe(false);
      expect(at('2027-01-02', '18:00')).toBe(true);
    });

    it('offers the small hours of the day off for later orders, and next opens the evening after', () => {
      const now = scheduledInstant('2026-12-30', '12:00');
      expect(checkSchedule(night, '2027-01-01', '01:30', now)).toBeNull();
      expect(checkSchedule(night, '2027-01-01', '20:00', now)).toBe('OUTSIDE_HOURS');
      expect(timeSlots(night, '2027-01-01', now)).toEqual([
        '00:00',
        '00:30',
        '01:00',
        '01:30',
        '02:00',
        '02:30',
      ]);
      expect(nextOpening(night, scheduledInstant('2027-01-01', '04:00'))).toEqual({
        day: '2027-01-02',
        time: '18:00',
        weekday: 'SATURDAY',
      });
    });

    it("ends a short night where that night's own hours say", () => {
      const short = { ...night, holidays: [{ date: '2026-12-31', open: '18:00', close: '01:00' }] };
      expect(isOpenAt(short, scheduledInstant('2027-01-01', '00:30'))).toBe(true);
      expect(isOpenAt(short, scheduledInstant('2027-01-01', '01:30'))).toBe(false);
    });

    it("reads a weekday's small hours from the shift that began the evening before", () => {
      const week = {
        open: '18:00',
        close: '03:00',
        workHours: [{ day: 'SATURDAY' as const, open: '12:00', close: '20:00' }],
      };
      // Friday's night runs into Saturday; Saturday's day shift does not run into Sunday
      expect(isOpenAtLocal(week, 'SATURDAY', '01:00')).toBe(true);
      expect(isOpenAtLocal(week, 'SATURDAY', '04:00')).toBe(false);
      expect(isOpenAtLocal(week, 'SUNDAY', '01:00')).toBe(false);
      expect(isOpenAtLocal(week, 'SUNDAY', '19:00')).toBe(true);
    });
  });
});
