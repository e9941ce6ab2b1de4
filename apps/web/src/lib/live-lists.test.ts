import { describe, expect, it } from 'vitest';
import { keysForChange } from './live-lists.ts';

describe('the lists a change event refreshes', () => {
  it("maps appointments to the doctor's area and the patient's bookings, by who is looking", () => {
    expect(keysForChange({ list: 'appointments' }, { doctorId: '7' })).toEqual([
      ['doctor', '7'],
      ['doctors', '7', 'slots'],
      ['visits', 'upcoming'],
    ]);
    expect(keysForChange({ list: 'appointments' }, { patientId: '2' })).toEqual([
      ['patient', '2', 'bookings'],
      ['visits', 'upcoming'],
    ]);
  });

  it('ignores what it does not know', () => {
    expect(keysForChange({ list: 'toString' }, { patientId: '2' })).toEqual([]);
    expect(keysForChange(null, { patientId: '2' })).toEqual([]);
  });
});
