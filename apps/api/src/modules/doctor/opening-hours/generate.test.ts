import { describe, expect, it } from 'vitest';
import { slotsFromHours, type SlotRules } from './generate.ts';
import { instantOf, localOf } from './local-time.ts';

// 2026-11-29 is a Sunday. Run under TZ=UTC and TZ=Pacific/Kiritimati as well: nothing here may
// depend on the server's own time zone.
const SUNDAY_MORNING = instantOf('2026-11-29', '07:00');
const SUNDAY_TO_THURSDAY = [0, 1, 2, 3, 4].flatMap((weekday) => [
  { weekday, start: '08:30', end: '12:00' },
  { weekday, start: '14:00', end: '17:00' },
]);
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  ranges: SUNDAY_TO_THURSDAY,
  slotMinutes: 30,
  horizonWeeks: 1,
  noticeHours: 0,
  ...over,
});
const keys = (slots: { day: string; startTime: string }[]) =>
  slots.map((s) => `${s.day} ${s.startTime.slice(0, 5)}`);

describe('slotsFromHours', () => {
  it('cuts each range of each open day into consultations of the given length', () => {
    const slots = slotsFromHours(rules(), [], SUNDAY_MORNING);
    const sunday = slots.filter((s) => s.day === '2026-11-29');
    // 08:30-12:00 is 7 half-hours, 14:00-17:00 is 6.
    expect(sunday).toHaveLength(13);
    expect(sunday[0]).toEqual({ day: '2026-11-29', startTime: '08:30:00', endTime: '09:00:00' });
    expect(sunday.at(-1)).toEqual({ day: '2026-11-29', startTime: '16:30:00', endTime: '17:00:00' });
    expect(keys(sunday)).not.toContain('2026-11-29 12:00');
    // Friday and Saturday are closed.
    expect(slots.some((s) => s.day === '2026-12-04' || s.day === '2026-12-05')).toBe(false);
    expect(new Set(slots.map((s) => s.day))).toEqual(
      new Set(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']),
    );
  });

  it('leaves out a remainder too short for a consultation', () => {
    const slots = slotsFromHours(rules({ slotMinutes: 45 }), [], SUNDAY_MORNING);
    const sunday = keys(slots.filter((s) => s.day === '2026-11-29'));
    // 08:30, 09:15, 10:00, 10:45 (11:30 would end at 12:15); 14:00, 14:45, 15:30 (16:15 ends 17:00).
    expect(sunday).toEqual([
      '2026-11-29 08:30',
      '2026-11-29 09:15',
      '2026-11-29 10:00',
      '2026-11-29 10:45',
      '2026-11-29 14:00',
      '2026-11-29 14:45',
      '2026-11-29 15:30',
      '2026-11-29 16:15',
    ]);
  });

  it('reaches as far as the horizon and no further', () => {
    const slots = slotsFromHours(rules({ horizonWeeks: 8 }), [], SUNDAY_MORNING);
    const days = [...new Set(slots.map((s) => s.day))];
    expect(days).toHaveLength(8 * 5);
    expect(days.at(-1)).toBe('2027-01-21');
    expect(days.includes('2027-01-24')).toBe(false);
  });

  it('offers nothing sooner than the least notice', () => {
    const at = instantOf('2026-11-29', '09:10');
    const slots = slotsFromHours(rules({ noticeHours: 2 }), [], at);
    expect(keys(slots)[0]).toBe('2026-11-29 11:30');
    // Without notice, the consultation already started (09:00) is not offered, the next one is.
    expect(keys(slotsFromHours(rules(), [], at))[0]).toBe('2026-11-29 09:30');
  });

  it('makes no slot that meets an absence', () => {
    const morningOff = {
      startsAt: instantOf('2026-11-30', '08:00'),
      endsAt: instantOf('2026-11-30', '10:15'),
    };
    const holiday = { startsAt: instantOf('2026-12-01', '00:00'), endsAt: instantOf('2026-12-02', '00:00') };
    const slots = slotsFromHours(rules(), [morningOff, holiday], SUNDAY_MORNING);
    const monday = keys(slots.filter((s) => s.day === '2026-11-30'));
    expect(monday[0]).toBe('2026-11-30 10:30');
    expect(monday).toHaveLength(13 - 4);
    expect(slots.some((s) => s.day === '2026-12-01')).toBe(false);
    expect(slots.some((s) => s.day === '2026-12-02')).toBe(true);
  });

  it("counts days in Algeria, whatever the server's time zone", () => {
    // 23:30 UTC on Saturday is already Sunday 00:30 in Algeria.
    const lateSaturdayUtc = new Date('2026-11-28T23:30:00Z');
    expect(localOf(lateSaturdayUtc)).toEqual({ day: '2026-11-29', minutes: 30 });
    const slots = slotsFromHours(rules(), [], lateSaturdayUtc);
    expect(slots[0]).toEqual({ day: '2026-11-29', startTime: '08:30:00', endTime: '09:00:00' });
    expect(instantOf('2026-11-29', '08:30').toISOString()).toBe('2026-11-29T07:30:00.000Z');
  });

  it('makes nothing without opening hours', () => {
    expect(slotsFromHours(rules({ ranges: [] }), [], SUNDAY_MORNING)).toEqual([]);
  });
});
