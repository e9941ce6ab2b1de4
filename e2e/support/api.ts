import { readFile } from 'node:fs/promises';
import { expect, request } from '@playwright/test';
import type { Actor } from './actors.ts';
import { PDF } from './data.ts';

/** Calls the API with the actor's session and returns the JSON body of a 2xx answer. */
export async function apiAs<T>(actor: Actor, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const res = await actor.context.request[method](url, data ? { data } : {});
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The status the actor's session gets for a GET of `url`. */
export async function statusFor(actor: Actor, url: string): Promise<number> {
  return (await actor.context.request.get(url)).status();
}

/** Opens slots for the doctor on `day`; returns their ids in the order given. */
export async function createSlots(doctor: Actor, day: string, times: [string, string][]): Promise<number[]> {
  const ids: number[] = [];
  for (const [start_time, end_time] of times) {
    const slot = await apiAs<{ id: number }>(doctor, 'post', '/api/doctor/CreateBooking/', {
      doctor: Number(doctor.id),
      day,
      start_time,
      end_time,
    });
    ids.push(slot.id);
  }
  return ids;
}

export async function createFolder(patient: Actor, name: string): Promise<number> {
  const folder = await apiAs<{ id: number }>(patient, 'post', `/api/patient/${patient.id}/folder/`, { name });
  return folder.id;
}

/** Uploads a PDF named `name` into the folder; returns the file id. */
export async function uploadPdf(patient: Actor, folderId: number, name: string): Promise<number> {
  const url = `/api/patient/${patient.id}/folder/${folderId}/file/`;
  const res = await patient.context.request.post(url, {
    multipart: { name, file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(res.status(), `upload ${name}`).toBe(201);
  const files = await apiAs<{ id: number; name: string }[]>(patient, 'get', url);
  const file = files.find((f) => f.name === name);
  if (!file) throw new Error(`uploaded file ${name} is not listed`);
  return file.id;
}

/** The patient books one of the doctor's slots: their consent to a conversation with that doctor. */
export async function bookDoctor(doctor: Actor, patient: Actor, day: string): Promise<void> {
  const [slot] = await createSlots(doctor, day, [['09:00', '09:30']]);
  await apiAs(patient, 'post', `/api/patient/${patient.id}/booking/${slot}/`, {});
}

/** The doctor asks to add the patient to their list (the Add Patient dialog's call) and the patient accepts. */
export async function addPatient(doctor: Actor, patient: Actor): Promise<void> {
  await apiAs(doctor, 'post', `/api/doctor/add_patient/${doctor.id}/${patient.id}/`);
  await apiAs(patient, 'post', `/api/patient/${patient.id}/care-requests/${doctor.id}`, { accept: true });
}

const ADMIN_PASSWORD = 'admin-e2e-password-1';

/**
 * The doctor uploads a certification and the administrator the command line made verifies it, through
 * the API (its one-time link may have been used already: then the password is set and it just signs in).
 * Only a verified doctor issues prescriptions.
 */
export async function verifyDoctor(doctor: Actor): Promise<void> {
  const upload = await doctor.context.request.patch(`/api/doctor/UpdateProfile/${doctor.id}/`, {
    multipart: { certification: { name: 'ordre.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const admin = await request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });
  try {
    const link = new URL(await readFile(process.env.E2E_ADMIN_LINK_FILE ?? '', 'utf8'));
    const set = await admin.post('/api/admin/set-password/', {
      data: { token: link.searchParams.get('token'), password: ADMIN_PASSWORD },
    });
    expect([200, 400]).toContain(set.status());
    const login = await admin.post('/api/auth/custom_token/', {
      data: { username: process.env.E2E_ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const verified = await admin.post(`/api/admin/doctors/${doctor.id}/verify/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(verified.status(), await verified.text()).toBe(204);
  } finally {
    await admin.dispose();
  }
}

/**
 * Gives a new doctor a specialty and an address, as a doctor does on setting up their profile:
 * visitors' lists leave out an unverified doctor whose profile has neither.
 */
export async function completeProfile(doctor: Actor, specialty = 'Cardiology'): Promise<void> {
  const list = await doctor.context.request.get('/api/doctor/specialization/');
  const found = ((await list.json()) as { id: number; name: string }[]).find((s) => s.name === specialty);
  expect(found, `the specialty ${specialty}`).toBeDefined();
  const res = await doctor.context.request.patch(`/api/doctor/UpdateProfile/${doctor.id}/`, {
    multipart: { specialization: String(found?.id), address: '12 rue Didouche Mourad, Alger' },
  });
  expect(res.status(), await res.text()).toBe(200);
}
