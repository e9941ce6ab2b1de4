import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatClockRange,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRange,
  fullDateAndClock,
} from './format.ts';

describe('Intl formatting by language', () => {
  it('writes Western digits in Arabic', () => {
    expect(formatNumber(1234.5, {}, 'ar')).toMatch(/1.?234[.,]5/);
    expect(formatNumber(1234.5, {}, 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatDate('2026-11-23', { dateStyle: 'long' }, 'ar')).toContain('23');
    expect(formatDate('2026-11-23', { dateStyle: 'long' }, 'ar')).toContain('نوفمبر');
  });

  it('names the month in French and keeps a calendar day as written', () => {
    expect(formatDate('2026-11-23', { dateStyle: 'long' }, 'fr')).toBe('23 novembre 2026');
    expect(formatDate('2026-01-01', { dateStyle: 'long' }, 'en')).toBe('1 January 2026');
  });

  it("shows instants in Algeria's time (UTC+1) on a 24-hour clock", () => {
    expect(formatDateTime('2026-11-23T13:30:00Z', 'fr')).toContain('14:30');
    expect(formatClock('09:05:00', 'ar')).toBe('09:05');
    expect(formatClock('17:45', 'en')).toBe('17:45');
  });

  it("gives an appointment's day in full and its start for a sentence", () => {
    expect(fullDateAndClock('2026-12-03', '16:15:00', 'fr')).toEqual({
      date: 'jeudi 3 décembre 2026',
      time: '16:15',
    });
    expect(fullDateAndClock('2026-12-03', '09:05', 'en')).toEqual({
      date: 'Thursday, 3 December 2026',
      time: '09:05',
    });
  });

  it('writes a range start then end, isolated right to left in Arabic so no box around it turns it', () => {
    expect(formatClockRange('09:00:00', '09:30:00', 'en')).toBe('09:00–09:30');
    expect(formatClockRange('09:00', '09:30', 'fr')).toBe('09:00–09:30');
    // RLI ( FSI 09:00 PDI – FSI 09:30 PDI ) PDI: each time in its own order, the whole from the right.
    expect(formatClockRange('09:00', '09:30', 'ar')).toBe('\u2067\u206809:00\u2069–\u206809:30\u2069\u2069');
    const [from, to] = [formatDate('2026-11-23', undefined, 'ar'), formatDate('2026-11-25', undefined, 'ar')];
    expect(formatRange(from, to, 'ar')).toBe(`\u2067\u2068${from}\u2069–\u2068${to}\u2069\u2069`);
  });
});
