import { describe, expect, it } from 'vitest';
import { appointmentInstant, hasStarted } from './appointment-time.ts';

describe('appointment time', () => {
  it('reads a day and time as Algeria time (UTC+1, all year)', () => {
    expect(appointmentInstant('2026-07-01', '09:30').toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(appointmentInstant('2026-01-15', '23:30:00').toISOString()).toBe('2026-01-15T22:30:00.000Z');
  });

  it('counts an appointment as started from its first minute', () => {
    const now = new Date('2026-07-01T08:30:00.000Z');
    expect(hasStarted('2026-07-01', '09:30:00', now)).toBe(true);
    expect(hasStarted('2026-07-01', '09:31:00', now)).toBe(false);
    expect(hasStarted('2026-06-30', '23:59:00', now)).toBe(true);
  });
});
