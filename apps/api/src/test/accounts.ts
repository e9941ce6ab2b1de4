import type { TestContext } from './harness.ts';

export interface TestAccount {
  email: string;
  password: string;
  userId: number;
  patientId: number | null;
  doctorId: number | null;
  access: string;
  refresh: string;
  /** Headers that authenticate a request as this account. */
  auth: { authorization: string };
}

let counter = 0;

/** Signs up a patient or doctor through the API and logs in. */
export async function createAccount(
  ctx: TestContext,
  role: 'patient' | 'doctor',
  overrides: { email?: string; first_name?: string; last_name?: string; password?: string } = {},
): Promise<TestAccount> {
  counter += 1;
  // Each account comes from its own address, as real sign-ups do, so per-IP limits stay out of the way.
  const remoteAddress = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const email = overrides.email ?? `${role}${counter}-${Date.now()}@example.dz`;
  const password = overrides.password ?? 'correct-horse-42';
  const signUp = await ctx.app.inject({
    method: 'POST',
    url: `/api/auth/sign_up/${role}/`,
    remoteAddress,
    payload: {
      first_name: overrides.first_name ?? (role === 'patient' ? 'Amina' : 'Karim'),
      last_name: overrides.last_name ?? `Test${counter}`,
      email,
      password,
    },
  });
  if (signUp.statusCode !== 201) throw new Error(`sign up failed: ${signUp.statusCode} ${signUp.body}`);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/custom_token/',
    remoteAddress,
    payload: { username: email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const body = login.json() as {
    access: string;
    refresh: string;
    user: { id: number; id_patient: number | null; id_doctor: number | null };
  };
  return {
    email,
    password,
    userId: body.user.id,
    patientId: body.user.id_patient,
    doctorId: body.user.id_doctor,
    access: body.access,
    refresh: body.refresh,
    auth: { authorization: `Bearer ${body.access}` },
  };
}
