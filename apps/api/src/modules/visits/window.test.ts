import { describe, expect, it } from 'vitest';
import { joinWindow } from './window.ts';

describe('joinWindow', () => {
  it('opens ten minutes before the start, Algeria time, and closes at the end', () => {
    const window = joinWindow('2030-03-10', '09:00:00', '09:30:00');
    expect(window.opens.toISOString()).toBe('2030-03-10T07:50:00.000Z');
    expect(window.closes.toISOString()).toBe('2030-03-10T08:30:00.000Z');
    expect(window.isOpen(new Date('2030-03-10T07:49:59Z'))).toBe(false);
    expect(window.isOpen(new Date('2030-03-10T07:50:00Z'))).toBe(true);
    expect(window.isOpen(new Date('2030-03-10T08:29:59Z'))).toBe(true);
    expect(window.isOpen(new Date('2030-03-10T08:30:00Z'))).toBe(false);
  });

  it('reads HH:MM as well as HH:MM:SS', () => {
    const window = joinWindow('2030-07-01', '23:30', '23:50');
    expect(window.closes.toISOString()).toBe('2030-07-01T22:50:00.000Z');
  });
});
