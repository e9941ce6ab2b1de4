import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { uniqueEmail, uniquePhone, uniqueTag } from './data.ts';
import { EMAIL_CODE_MAIL, latestCodeFor, latestSmsCodeFor } from './outbox.ts';

export type Role = 'patient' | 'doctor';

/** A signed-in user in a browser context of their own. */
export interface Actor {
  role: Role;
  context: BrowserContext;
  page: Page;
  /** The patient id or the doctor id, as in the area paths. */
  id: string;
  /** First and last name; the last name ends with a unique tag so searches find only this user. */
  name: string;
  lastName: string;
  email: string;
  password: string;
}

const PASSWORD = 'e2e-password-1';

interface BrowserStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Creates an account through the API and returns its sign-up record. Its mobile number and email
 * are verified with the codes from the outbox, as their owner would, so it receives its mail and
 * texts; the session used for that is ended, leaving `request` signed out as it was.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  role: Role,
  names: { first: string; last: string },
  email = uniqueEmail(role),
  password = PASSWORD,
): Promise<{ email: string; password: string; phone: string }> {
  const phone = uniquePhone();
  const res = await request.post(`/api/auth/sign_up/${role}/`, {
    data: { first_name: names.first, last_name: names.last, email, phone_number: phone, password },
  });
  expect(res.status(), `sign up ${email}`).toBe(201);
  const login = await request.post('/api/auth/custom_token/', { data: { username: email, password } });
  expect(login.status(), `sign in ${email}`).toBe(200);
  const { access, refresh } = (await login.json()) as { access: string; refresh: string };
  const headers = { authorization: `Bearer ${access}` };
  for (const [channel, code] of [
    ['sms', await latestSmsCodeFor(phone)],
    ['email', await latestCodeFor(email, 10_000, EMAIL_CODE_MAIL)],
  ] as const) {
    const confirmed = await request.post('/api/auth/verification/confirm/', {
      headers,
      data: { channel, code },
    });
    expect(confirmed.status(), `verify the ${channel} of ${email}`).toBe(200);
  }
  await request.post('/api/auth/logout/', { data: { refresh } });
  return { email, password, phone };
}

/**
 * Signs a new user in inside `context` without the Login screen (covered by auth.spec): the API
 * sets the session cookies, and local storage gets the ids the Login screen would store.
 */
export async function openActor(
  context: BrowserContext,
  role: Role,
  first: string,
  last: string,
): Promise<Actor> {
  const lastName = `${last}${uniqueTag()}`;
  const { email, password } = await signUpThroughApi(context.request, role, { first, last: lastName });
  const res = await context.request.post('/api/auth/custom_token/', { data: { username: email, password } });
  expect(res.status(), `sign in ${email}`).toBe(200);
  const { user } = (await res.json()) as {
    user: { id: number; id_patient: number | null; id_doctor: number | null };
  };
  const id = role === 'patient' ? user.id_patient : user.id_doctor;
  if (id === null) throw new Error(`${email} has no ${role} id`);
  await context.addInitScript(
    (ids) => {
      try {
        // Runs in the page, where the root tsconfig has no DOM types.
        const store = (globalThis as unknown as { localStorage: BrowserStorage }).localStorage;
        if (store.getItem('userId') !== null) return;
        for (const [key, value] of Object.entries(ids)) store.setItem(key, value);
      } catch {
        // Pages without storage (about:blank, the PDF viewer) need no session.
      }
    },
    {
      userId: String(user.id),
      patientId: String(user.id_patient),
      doctorId: String(user.id_doctor),
    },
  );
  const page = await context.newPage();
  return { role, context, page, id: String(id), name: `${first} ${lastName}`, lastName, email, password };
}
