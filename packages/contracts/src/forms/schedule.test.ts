import { describe, expect, it } from 'vitest';
import {
  createAppointmentSchema,
  createBookingSchema,
  updateAppointmentSchema,
  updateBookingSchema,
} from './schedule.ts';
import { errorsOf } from './test-helpers.ts';

const empty = { day: '', start_time: '', end_time: '' };
const slotMessages = {
  day: 'Day is required',
  start_time: 'Start time is required',
  end_time: 'End time is required',
};
const slot = { day: '2026-01-10', start_time: '09:00', end_time: '09:30' };

describe('booking forms', () => {
  it('create needs day and times', () => {
    expect(errorsOf(createBookingSchema, empty)).toEqual(slotMessages);
    expect(errorsOf(createBookingSchema, slot)).toEqual({});
  });
  it('a slot ends after it starts', () => {
    expect(errorsOf(createBookingSchema, { ...slot, end_time: '08:00' })).toEqual({
      end_time: 'End time must be after start time',
    });
  });
  it('update also needs a status, parsed to existing, and a visit kind', () => {
    expect(errorsOf(updateBookingSchema, { ...empty, existing: '' })).toEqual({
      ...slotMessages,
      existing: 'Status is required',
      visit_kind: 'Choose in_person or video',
    });
    const parsed = updateBookingSchema.parse({ ...slot, existing: 'false', visit_kind: 'video' });
    expect(parsed).toMatchObject({ existing: false, visit_kind: 'video' });
  });
});

describe('appointment forms', () => {
  it('create needs a patient and the slot fields', () => {
    expect(errorsOf(createAppointmentSchema, { patient: '', ...empty })).toEqual({
      patient: 'Patient selection is required',
      ...slotMessages,
    });
  });
  it('update needs a day and a status', () => {
    expect(errorsOf(updateAppointmentSchema, { appointment_date: '', is_completed: '' })).toEqual({
      appointment_date: 'Appoinment Day is required',
      is_completed: 'Confirmation required',
    });
    expect(updateAppointmentSchema.parse({ appointment_date: '2026-01-10', is_completed: 'true' })).toEqual({
      appointment_date: '2026-01-10',
      is_completed: true,
    });
  });
});
