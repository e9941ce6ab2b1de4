import { describe, expect, it } from 'vitest';
import { afterSignIn, type SignedInAccount } from './after-sign-in.ts';

const patient: SignedInAccount = { id: 3, patientId: 11, doctorId: null, assistantOf: null, isAdmin: false };
const doctor: SignedInAccount = { id: 4, patientId: null, doctorId: 7, assistantOf: null, isAdmin: false };
const assistant: SignedInAccount = { id: 5, patientId: null, doctorId: null, assistantOf: 7, isAdmin: false };
const admin: SignedInAccount = { id: 1, patientId: null, doctorId: null, assistantOf: null, isAdmin: true };

describe('where an account goes once signed in', () => {
  it("goes to the account's home without a page to return to", () => {
    expect(afterSignIn(null, patient, null)).toBe('/');
    expect(afterSignIn(null, doctor, null)).toBe('/Doctores/7/Agenda');
    expect(afterSignIn(null, assistant, null)).toBe('/Doctores/7/Agenda');
    expect(afterSignIn(null, admin, null)).toBe('/admin');
  });

  it("returns to a page of the account's own area, in any case, and to public pages", () => {
    expect(afterSignIn('/Patients/11/Appoints?page=2', patient, null)).toBe('/Patients/11/Appoints?page=2');
    expect(afterSignIn('/patients/11/profile', patient, null)).toBe('/patients/11/profile');
    expect(afterSignIn('/Doctores/7/Patients/3', doctor, null)).toBe('/Doctores/7/Patients/3');
    expect(afterSignIn('/Doctores/7/Agenda', assistant, null)).toBe('/Doctores/7/Agenda');
    expect(afterSignIn('/Book-a-doctor/5?slot=3', patient, null)).toBe('/Book-a-doctor/5?slot=3');
    expect(afterSignIn('/admin', admin, null)).toBe('/admin');
  });

  it("never sends an account to the other role's area, nor to another account's", () => {
    expect(afterSignIn('/Patients/11/Appoints', doctor, null)).toBe('/Doctores/7/Agenda');
    expect(afterSignIn('/Patients', doctor, null)).toBe('/Doctores/7/Agenda');
    expect(afterSignIn('/Doctores/7/Agenda', patient, null)).toBe('/');
    expect(afterSignIn('/Patients/12/Appoints', patient, null)).toBe('/');
    expect(afterSignIn('/Patients/%31%31/Appoints', patient, null)).toBe('/Patients/%31%31/Appoints');
    expect(afterSignIn('/Patients/%E0/Appoints', patient, null)).toBe('/');
    expect(afterSignIn('/Doctores/8/Agenda', doctor, null)).toBe('/Doctores/7/Agenda');
    expect(afterSignIn('/Doctores/8/Agenda', assistant, null)).toBe('/Doctores/7/Agenda');
    expect(afterSignIn('/admin', patient, null)).toBe('/');
    expect(afterSignIn('/Patients/11/Profile', admin, null)).toBe('/admin');
  });

  it('after a session ended, returns only the account whose session it was to its page', () => {
    expect(afterSignIn('/Patients/11/Appoints', patient, { endedFor: '3' })).toBe('/Patients/11/Appoints');
    expect(afterSignIn('/visit/41', patient, { endedFor: '3' })).toBe('/visit/41');
    // Another person on the device: even a page anyone may open was the previous account's.
    expect(afterSignIn('/visit/41', patient, { endedFor: '20' })).toBe('/');
    expect(afterSignIn('/Book-a-doctor/5/Booked/9', patient, { endedFor: '20' })).toBe('/');
    expect(afterSignIn('/Patients/11/Appoints', doctor, { endedFor: '3' })).toBe('/Doctores/7/Agenda');
    // Not known whose session it was (storage refused, another tab signed in since): home.
    expect(afterSignIn('/visit/41', patient, { endedFor: null })).toBe('/');
  });

  it('lets anyone open the page where a new administrator sets a password', () => {
    expect(afterSignIn('/admin/set-password?token=x', patient, null)).toBe('/admin/set-password?token=x');
  });
});
