import { describe, expect, it } from 'vitest';
import { addFolderSchema, patientProfileSchema } from './patient.ts';
import { errorsOf } from './test-helpers.ts';

const valid = {
  full_name: 'Amina Benali',
  phone_number: '0550123456',
  address: 'Oran',
  description: 'Allergic to penicillin',
  date_of_birth: '1990-04-02',
  age: '34',
  gender: 'F',
  blood_type: 'O+',
};

describe('patient profile form', () => {
  it('requires the named fields', () => {
    expect(
      errorsOf(patientProfileSchema, {
        ...valid,
        full_name: '',
        phone_number: '',
        address: '',
        description: '',
      }),
    ).toEqual({
      full_name: 'Full Name is required',
      phone_number: 'Phone Number is required',
      address: 'Address is required',
      description: 'Description is required',
    });
    expect(errorsOf(patientProfileSchema, { ...valid, date_of_birth: '', age: '' })).toEqual({
      date_of_birth: 'Date of birth is required',
      age: 'Age is required',
    });
  });
  it('checks the phone rules in order', () => {
    expect(errorsOf(patientProfileSchema, { ...valid, phone_number: '05501a3456' })).toEqual({
      phone_number: 'Phone Number must contain only numbers',
    });
    expect(errorsOf(patientProfileSchema, { ...valid, phone_number: '055012345' })).toEqual({
      phone_number: 'Phone Number contains only 10 digits',
    });
  });
  it('limits the description to 500 characters and the age to 18..99', () => {
    expect(errorsOf(patientProfileSchema, { ...valid, description: 'x'.repeat(501) })).toEqual({
      description: 'Description must be 500 characters or less',
    });
    expect(errorsOf(patientProfileSchema, { ...valid, age: '17' })).toEqual({
      age: 'Age must be between 18 and 99',
    });
    expect(patientProfileSchema.parse(valid).age).toBe(34);
  });
});

describe('add folder form', () => {
  it('needs a name', () => {
    expect(errorsOf(addFolderSchema, { name: '' })).toEqual({ name: 'Please enter a name' });
    expect(errorsOf(addFolderSchema, { name: 'Blood tests' })).toEqual({});
  });
});
