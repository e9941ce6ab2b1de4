import { describe, expect, it } from 'vitest';
import { clinicSchema, consultationSchema, doctorProfileSchema } from './doctor.ts';
import { errorsOf } from './test-helpers.ts';

describe('doctor profile form', () => {
  const valid = {
    full_name: 'Dr Karim',
    phone_number: '0661234567',
    address: 'Alger',
    biography: 'Cardiologist',
    fee_dzd: '2000',
    languages: ['ar', 'fr'],
    visit_types: ['in_person'],
  };
  it('has the profile messages', () => {
    expect(
      errorsOf(doctorProfileSchema, {
        ...valid,
        full_name: '',
        phone_number: '',
        address: '',
        biography: '',
      }),
    ).toEqual({
      full_name: 'Full Name is required',
      phone_number: 'Phone Number is required',
      address: 'Address is required',
      biography: 'Biography is required',
    });
    expect(errorsOf(doctorProfileSchema, { ...valid, biography: 'b'.repeat(501) })).toEqual({
      biography: 'Biography must be 500 characters or less',
    });
    expect(errorsOf(doctorProfileSchema, { ...valid, phone_number: 'abc' })).toEqual({
      phone_number: 'Phone Number must contain only numbers',
    });
    expect(errorsOf(doctorProfileSchema, { ...valid, age: '' })).toEqual({});
  });

  it('takes the fee in whole dinars, or none, and at least one visit type', () => {
    expect(errorsOf(doctorProfileSchema, { ...valid, fee_dzd: '' })).toEqual({});
    expect(errorsOf(doctorProfileSchema, { ...valid, fee_dzd: '15.5', visit_types: [] })).toEqual({
      fee_dzd: 'The fee must be a whole number of dinars between 0 and 1000000',
      visit_types: 'Choose at least one visit type: in person or video',
    });
  });
});

describe('clinic form', () => {
  const valid = {
    name: 'Clinique El Amel',
    email: 'contact@amel.dz',
    phone_number: '0770000000',
    address: 'Blida',
    description: 'Family clinic',
  };
  it('has the clinic messages', () => {
    expect(
      errorsOf(clinicSchema, { name: '', email: '', phone_number: '', address: '', description: '' }),
    ).toEqual({
      name: 'Clinic Name is required',
      email: 'Email is required',
      phone_number: 'Phone Number is required',
      address: 'Address is required',
      description: 'Description is required',
    });
    expect(errorsOf(clinicSchema, { ...valid, email: 'amel.dz' })).toEqual({ email: 'Invalid email format' });
    expect(errorsOf(clinicSchema, { ...valid, phone_number: '07700000001' })).toEqual({
      phone_number: 'Phone Number contains only 10 digits',
    });
    expect(errorsOf(clinicSchema, { ...valid, description: 'd'.repeat(501) })).toEqual({
      description: 'Description must be 500 characters or less',
    });
    expect(errorsOf(clinicSchema, valid)).toEqual({});
  });
});

describe('create consultation form', () => {
  it('has the consultation messages', () => {
    expect(errorsOf(consultationSchema, { details: '', objective: '', next_consultation: '' })).toEqual({
      details: 'Details are required',
      objective: 'Objective is required',
    });
  });
});
