import * as addresses from '@reayah/contracts/addresses';
import { call } from '../api-route.ts';
import { i18n, rememberLanguage } from '../i18n/index.ts';

// Signing up and signing in, shared by the account pages and the booking page's inline step.

type Id = string | number;

export interface LoginResponse {
  access: string;
  refresh: string;
  user: {
    id: Id;
    id_patient: Id | null;
    id_doctor: Id | null;
    is_admin?: boolean;
    assistant_of?: Id | null;
  };
}

export type AccountType = 'patient' | 'doctor';

export interface SignUpPayload {
  first_name: string;
  last_name: string;
  email: string;
  /** As typed; the API keeps it as +213 and nine digits. */
  phone_number: string;
  password: string;
}

/**
 * The login's `username` is the email or the mobile number. The API also sets the tokens as httpOnly cookies. The language
 * the page is read in goes along in the `lang` cookie: the API keeps it after sign-in and saves it
 * on the account, so a visitor reading French is not switched to the account's older choice.
 */
export function login(body: { email: string; password: string }) {
  rememberLanguage(i18n.language);
  return call(addresses.auth.login, { body: { username: body.email, password: body.password } });
}

export function signUp({ type, ...payload }: SignUpPayload & { type: AccountType }) {
  const address = type === 'doctor' ? addresses.auth.signUpDoctor : addresses.auth.signUpPatient;
  return call(address, { body: payload });
}

/** A new account is signed in at once: the sign-up, then the login with the same words. */
export async function signUpAndLogin(payload: SignUpPayload & { type: AccountType }) {
  await signUp(payload);
  return login({ email: payload.email, password: payload.password });
}
