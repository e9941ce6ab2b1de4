import { describe, expect, it } from 'vitest';
import {
  ALGERIA_TIME_ZONE,
  addDays,
  algeriaDay,
  algeriaDayAndMinute,
  algeriaInstant,
  algeriaTime,
  clockInstant,
  hasStarted,
} from './algeria-time.ts';

describe('Algeria time', () => {
  it('reads a local day and time as UTC+1, summer and winter alike', () => {
    expect(algeriaInstant('2026-07-01', '09:30').toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(algeriaInstant('2026-01-15', '23:30:00').toISOString()).toBe('2026-01-15T22:30:00.000Z');
  });

  it('agrees with the time zone database for every month of a year', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: ALGERIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let month = 1; month <= 12; month++) {
      const day = `2027-${String(month).padStart(2, '0')}-14`;
      const at = algeriaInstant(day, '00:30');
      expect(intl.format(at)).toBe(`${day}, 00:30`);
      expect(algeriaDay(at)).toBe(day);
      expect(algeriaTime(at)).toBe('00:30:00');
    }
  });

  it('gives an invalid date for a day or time that does not exist', () => {
    expect(Number.isNaN(algeriaInstant('2026-02-30', '10:00').getTime())).toBe(true);
    expect(Number.isNaN(algeriaInstant('2026-02-10', '24:00').getTime())).toBe(true);
    expect(Number.isNaN(algeriaInstant('10/02/2026', '10:00').getTime())).toBe(true);
  });

  it('turns late evening UTC into the next local day', () => {
    const at = new Date('2026-12-31T23:15:00Z');
    expect(algeriaDay(at)).toBe('2027-01-01');
    expect(algeriaDayAndMinute(at)).toBe('2027-01-01 00:15');
  });

  it('counts an appointment as started from its first minute', () => {
    const now = new Date('2026-07-01T08:30:00.000Z');
    expect(hasStarted('2026-07-01', '09:30:00', now)).toBe(true);
    expect(hasStarted('2026-07-01', '09:31:00', now)).toBe(false);
    expect(hasStarted('2026-06-30', '23:59:00', now)).toBe(true);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('writes a bare time of day through Intl in Algeria time', () => {
    const format = new Intl.DateTimeFormat('fr-DZ', {
      timeZone: ALGERIA_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(format.format(clockInstant('14:05'))).toBe('14:05');
    expect(format.format(clockInstant('00:00:00'))).toBe('00:00');
  });
});
