import type { TestContext } from './harness.ts';

export interface TestAccount {
  email: string;
  /** +213 and nine digits; null for an administrator. */
  phone: string | null;
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

/** A mobile number no other account of this test run has: 07 and eight digits. */
export function uniquePhone(): string {
  counter += 1;
  const digits = String((Date.now() * 1000 + counter) % 100_000_000).padStart(8, '0');
  return `07${digits}`;
}

/** The six-digit code in the newest text message or mail. */
export const codeIn = (text: string | undefined) => /(\d{6})/.exec(text ?? '')?.[1] ?? '';

/**
 * The code in the newest text to `phone`. Tests that make accounts side by side drain the same job
 * queue: another drain may hold this text's job for a moment, so wait for it as `mailTo` does.
 */
async function textedCode(ctx: TestContext, phone: string): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const code = codeIn((await ctx.smsTo(phone)).at(-1));
    if (code) return code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no text to ${phone}`);
}

/**
 * Signs up a patient or doctor through the API and logs in. Unless `verified` is false, it then
 * types back the codes sent to its mobile number and its email, as its owner would, so it
 * receives its mail and text messages.
 */
export async function createAccount(
  ctx: TestContext,
  role: 'patient' | 'doctor',
  overrides: {
    email?: string;
    phone_number?: string;
    first_name?: string;
    last_name?: string;
    password?: string;
    verified?: boolean;
  } = {},
): Promise<TestAccount> {
  counter += 1;
  // Each account comes from its own address, as real sign-ups do, so per-IP limits stay out of the way.
  const remoteAddress = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const email = overrides.email ?? `${role}${counter}-${Date.now()}@example.dz`;
  const phone = overrides.phone_number ?? uniquePhone();
  const password = overrides.password ?? 'correct-horse-42';
  const signUp = await ctx.app.inject({
    method: 'POST',
    url: `/api/auth/sign_up/${role}/`,
    remoteAddress,
    payload: {
      first_name: overrides.first_name ?? (role === 'patient' ? 'Amina' : 'Karim'),
      last_name: overrides.last_name ?? `Test${counter}`,
      email,
      phone_number: phone,
      password,
    },
  });
  if (signUp.statusCode !== 201) throw new Error(`sign up failed: ${signUp.statusCode} ${signUp.body}`);
  const stored = (signUp.json() as { phone_number: string }).phone_number;
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
  const auth = { authorization: `Bearer ${body.access}` };
  if (overrides.verified !== false) {
    const smsCode = await textedCode(ctx, stored);
    await ctx.mailTo(email);
    // The newest mail to the address with a code: an address used before (an account deleted and
    // made again) has older mail.
    const codeMail = ctx.mail.filter((m) => m.to === email && codeIn(m.text)).at(-1);
    if (!codeMail) throw new Error(`no code mailed to ${email}`);
    // Read and put away, as its owner would: the tests' `ctx.mail` holds what came after.
    ctx.mail.splice(ctx.mail.indexOf(codeMail), 1);
    const mailCode = codeIn(codeMail.text);
    for (const [channel, code] of [
      ['sms', smsCode],
      ['email', mailCode],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verification/confirm/',
        headers: auth,
        payload: { channel, code },
      });
      if (res.statusCode !== 200) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
    }
  }
  return {
    email,
    phone: stored,
    password,
    userId: body.user.id,
    patientId: body.user.id_patient,
    doctorId: body.user.id_doctor,
    access: body.access,
    refresh: body.refresh,
    auth,
  };
}
