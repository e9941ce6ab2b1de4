import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createSlot } from '../patient/test/records.ts';

let ctx: TestContext;
let mother: TestAccount;
let stranger: TestAccount;
let doctor: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  mother = await createAccount(ctx, 'patient');
  stranger = await createAccount(ctx, 'patient');
  doctor = await createAccount(ctx, 'doctor');
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestAccount, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const relativesUrl = (who: TestAccount) => `/api/patient/${who.patientId}/relatives/`;
const son = { full_name: 'Yacine Benali', date_of_birth: '2019-04-12', sex: 'M', relation: 'child' };
const addRelative = async (who: TestAccount, body: object = son) => {
  const res = await call('POST', relativesUrl(who), who, body);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; full_name: string }>();
};
const book = (who: TestAccount, slotId: number, relative?: number) =>
  call('POST', `/api/patient/${who.patientId}/booking/${slotId}/`, who, relative ? { relative } : {});
const doctorAppointments = async () =>
  (await call('GET', `/api/doctor/get_my_patients_appointments/${doctor.doctorId}/`, doctor)).json<
    { id: number; relative: { name: string; relation: string } | null }[]
  >();

describe("a patient's relatives", () => {
  it('starts empty, then lists, edits and removes what the patient adds', async () => {
    const patient = await createAccount(ctx, 'patient');
    expect((await call('GET', relativesUrl(patient), patient)).json()).toEqual([]);
    const added = await addRelative(patient, { ...son, full_name: '  Lina  ', sex: 'F' });
    expect(added).toMatchObject({
      full_name: 'Lina',
      date_of_birth: '2019-04-12',
      sex: 'F',
      relation: 'child',
    });
    const edited = await call('PATCH', `${relativesUrl(patient)}${added.id}/`, patient, {
      relation: 'sibling',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: added.id, full_name: 'Lina', relation: 'sibling' });
    expect((await call('GET', relativesUrl(patient), patient)).json()).toEqual([edited.json()]);
    const unchanged = await call('PATCH', `${relativesUrl(patient)}${added.id}/`, patient, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(edited.json());
    expect((await call('DELETE', `${relativesUrl(patient)}${added.id}/`, patient)).statusCode).toBe(204);
    expect((await call('GET', relativesUrl(patient), patient)).json()).toEqual([]);
  });

  it('names each wrong field and stores nothing', async () => {
    const res = await call('POST', relativesUrl(mother), mother, {
      full_name: ' ',
      date_of_birth: '2019-02-30',
      sex: 'X',
      relation: 'cousin',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['date_of_birth', 'full_name', 'relation', 'sex']);
    const future = await call('POST', relativesUrl(mother), mother, { ...son, date_of_birth: '2150-01-01' });
    expect(future.json()).toEqual({ date_of_birth: ['The date of birth cannot be in the future'] });
    expect((await call('GET', relativesUrl(mother), mother)).json()).toEqual([]);
  });

  it("keeps another patient's relatives out of reach", async () => {
    const theirs = await addRelative(stranger);
    // Through the other patient's path: refused; through one's own: as if it did not exist.
    expect((await call('GET', relativesUrl(stranger), mother)).statusCode).toBe(403);
    const own = `${relativesUrl(mother)}${theirs.id}/`;
    expect((await call('PATCH', own, mother, { full_name: 'Taken' })).statusCode).toBe(404);
    expect((await call('DELETE', own, mother)).statusCode).toBe(404);
    expect((await call('GET', relativesUrl(stranger), stranger)).json()).toMatchObject([
      { full_name: son.full_name },
    ]);
  });
});

describe('booking for a relative', () => {
  it("books for the patient's son; the doctor's list and notification say who comes", async () => {
    const yacine = await addRelative(mother);
    const slot = await createSlot(ctx, doctor.doctorId as number, 2, '10:00', '10:30');
    const res = await book(mother, slot.id, yacine.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ relative: { name: 'Yacine Benali', relation: 'child' } });
    const listed = (await doctorAppointments()).find((a) => a.id === res.json<{ id: number }>().id);
    expect(listed?.relative).toEqual({ name: 'Yacine Benali', relation: 'child' });
    const notes = (await call('GET', '/api/notifications/', doctor)).json<{
      results: { kind: string; data: { appointment?: number; relative_name?: string } }[];
    }>();
    const booked = notes.results.find((n) => n.data.appointment === res.json<{ id: number }>().id);
    expect(booked).toMatchObject({ kind: 'appointment.booked', data: { relative_name: 'Yacine Benali' } });
    const bookings = (await call('GET', `/api/patient/${mother.patientId}/bookings`, mother)).json<
      { id: number; relative: unknown }[]
    >();
    expect(bookings.find((b) => b.id === res.json<{ id: number }>().id)?.relative).toEqual({
      name: 'Yacine Benali',
      relation: 'child',
    });
  });

  it('books for the patient themself when no relative is given', async () => {
    const slot = await createSlot(ctx, doctor.doctorId as number, 2, '11:00', '11:30');
    const res = await book(mother, slot.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ relative: null });
  });

  it("refuses another patient's relative and leaves the slot free", async () => {
    const theirs = await addRelative(stranger, { ...son, full_name: 'Not Hers' });
    const slot = await createSlot(ctx, doctor.doctorId as number, 2, '12:00', '12:30');
    const res = await book(mother, slot.id, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Relative not found.' });
    const free = (
      await ctx.app.inject({ method: 'GET', url: `/api/patient/all-bookings/${doctor.doctorId}/` })
    ).json<{ id: number }[]>();
    expect(free.map((s) => s.id)).toContain(slot.id);
  });

  it('keeps the name on the appointment after the relative is removed', async () => {
    const grandma = await addRelative(mother, {
      ...son,
      full_name: 'Fatma Haddad',
      date_of_birth: '1950-01-01',
      relation: 'parent',
      sex: 'F',
    });
    const slot = await createSlot(ctx, doctor.doctorId as number, 3, '09:00', '09:30');
    const booked = (await book(mother, slot.id, grandma.id)).json<{ id: number }>();
    expect((await call('DELETE', `${relativesUrl(mother)}${grandma.id}/`, mother)).statusCode).toBe(204);
    const listed = (await doctorAppointments()).find((a) => a.id === booked.id);
    expect(listed?.relative).toEqual({ name: 'Fatma Haddad', relation: 'parent' });
  });
});

describe('a folder about a relative', () => {
  it("belongs to the patient's own relative and shows it; another's is refused", async () => {
    const patient = await createAccount(ctx, 'patient');
    const daughter = await addRelative(patient, { ...son, full_name: 'Sara', sex: 'F' });
    const folders = `/api/patient/${patient.patientId}/folder/`;
    const res = await call('POST', folders, patient, { name: 'Vaccinations', relative: daughter.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Vaccinations',
      relative: { id: daughter.id, full_name: 'Sara' },
    });
    const own = await call('POST', folders, patient, { name: 'Mine' });
    expect(own.json()).toMatchObject({ relative: null });
    const theirs = await addRelative(stranger, { ...son, full_name: 'Other' });
    const refused = await call('POST', folders, patient, { name: 'Theirs', relative: theirs.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ relative: ['This relative is not one of yours.'] });
    const names = (await call('GET', folders, patient)).json<{ name: string }[]>().map((f) => f.name);
    expect(names).toEqual(['Vaccinations', 'Mine']);
  });
});
