import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatNumber } from './format.ts';

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
});
