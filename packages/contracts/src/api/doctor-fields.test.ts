import { describe, expect, it } from 'vitest';
import { booleanField, dateField, timeField } from './doctor-fields.ts';
import { createSlotBody } from './doctor-schedule.ts';

describe('doctor wire fields', () => {
  it('normalises HH:MM to HH:MM:SS and refuses other shapes', () => {
    expect(timeField('req').parse('09:30')).toBe('09:30:00');
    expect(timeField('req').parse('23:59:59')).toBe('23:59:59');
    expect(timeField('req').safeParse('24:00').success).toBe(false);
    expect(
      timeField('req')
        .safeParse('')
        .error?.issues.map((i) => i.message),
    ).toEqual(['req']);
  });

  it('accepts real calendar dates only', () => {
    expect(dateField('req').parse('2028-02-29')).toBe('2028-02-29');
    expect(dateField('req').safeParse('2027-02-29').success).toBe(false);
    expect(dateField('req').safeParse('29/02/2028').success).toBe(false);
    // Year 0 passes as a date in JavaScript and fails in the database; nobody needs 1800 or 9999.
    for (const far of ['0000-01-01', '1800-01-01', '9999-12-31']) {
      expect(dateField('req').safeParse(far).error?.issues[0]?.message).toBe(
        'Enter a date between 1900 and 2199.',
      );
    }
  });

  it('reads booleans from JSON or from select texts', () => {
    expect(booleanField('req').parse('false')).toBe(false);
    expect(booleanField('req').parse(true)).toBe(true);
    expect(booleanField('req').safeParse('yes').error?.issues[0]?.message).toBe('req');
  });

  it('reports an end before the start on end_time', () => {
    const result = createSlotBody.safeParse({ day: '2030-01-01', start_time: '10:00', end_time: '09:59' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['end_time'] })]);
  });
});
