import { z } from 'zod';
import {
  checkEmailBody,
  confirmCodeBody,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  meResponse,
  refreshBody,
  refreshResponse,
  resetPasswordBody,
  resetPasswordParams,
  sendCodeBody,
  signUpBody,
  signUpResponse,
  updateMeBody,
  verificationStatus,
} from '../api/auth.ts';
import { detailSchema, validationErrorSchema } from '../api/common.ts';
import { route } from './define.ts';

const tags = ['auth'];
const errors = { 400: validationErrorSchema, 401: detailSchema, 403: detailSchema, 429: detailSchema };
const ORIGINAL = 'The original client calls it so (docs/product.md, Compatibility kept).';

const signUp = (path: `/auth/sign_up/${'patient' | 'doctor'}/`, who: string) =>
  route({
    method: 'POST',
    path,
    kept: ORIGINAL,
    role: 'anyone',
    tags,
    description: `Creates ${who} account and sends codes to its email and mobile number.`,
    body: signUpBody,
    answers: { 201: signUpResponse, 400: validationErrorSchema, 429: detailSchema },
  });

/** Accounts: sign-up, sign-in, its contacts' codes, password recovery (the session is below). */
export const auth = {
  checkEmail: route({
    method: 'POST',
    path: '/auth/check_email/',
    kept: ORIGINAL,
    role: 'anyone',
    tags,
    description: 'Whether an email is free for a new account.',
    body: checkEmailBody,
    answers: { 200: detailSchema, 400: validationErrorSchema, 429: detailSchema },
  }),
  signUpPatient: signUp('/auth/sign_up/patient/', 'a patient'),
  signUpDoctor: signUp('/auth/sign_up/doctor/', 'a doctor'),
  login: route({
    method: 'POST',
    path: '/auth/custom_token/',
    kept: ORIGINAL,
    role: 'anyone',
    tags,
    description: 'Signs in with the email or mobile number as `username`; also sets the token cookies.',
    body: loginBody,
    answers: { 200: loginResponse, ...errors },
  }),
  verification: {
    status: route({
      method: 'GET',
      path: '/auth/verification/',
      role: 'signed-in',
      tags,
      description: 'The account email and mobile number, verified or not, and the waits before a new code.',
      answers: { 200: verificationStatus, 401: detailSchema },
    }),
    sendCode: route({
      method: 'POST',
      path: '/auth/verification/',
      role: 'signed-in',
      tags,
      description: 'Sends a new code to the email or the mobile number (changed first when one is given).',
      body: sendCodeBody,
      answers: { 200: verificationStatus, ...errors },
    }),
    confirm: route({
      method: 'POST',
      path: '/auth/verification/confirm/',
      role: 'signed-in',
      tags,
      description: 'Checks a code typed back; five tries a code.',
      body: confirmCodeBody,
      answers: { 200: verificationStatus, ...errors },
    }),
  },
  forgotPassword: route({
    method: 'POST',
    path: '/base/forgot_password/',
    kept: ORIGINAL,
    role: 'anyone',
    tags,
    description: 'Mails a recovery code when an account has this email; answers the same either way.',
    body: forgotPasswordBody,
    answers: { 200: detailSchema, 400: validationErrorSchema, 429: detailSchema },
  }),
  resetPassword: route({
    method: 'POST',
    path: '/reset_password/:code/',
    kept: ORIGINAL,
    role: 'anyone',
    tags,
    description: 'Sets a new password with the recovery code.',
    params: resetPasswordParams,
    body: resetPasswordBody,
    answers: { 200: detailSchema, ...errors },
  }),
} as const;

/**
 * The session of the signed-in account: refresh, sign-out, the account and its language. Served by
 * the auth module; a table entry of its own because the web's first paint calls these, and the web
 * loads the addresses of one table entry at a time (packages/contracts/src/routes/addresses/).
 */
export const session = {
  refresh: route({
    method: 'POST',
    path: '/auth/token/refresh/',
    kept: ORIGINAL,
    role: 'anyone',
    tags,
    description: 'A new access token for the refresh token in the body or the cookie.',
    body: refreshBody,
    answers: { 200: refreshResponse, ...errors },
  }),
  logout: route({
    method: 'POST',
    path: '/auth/logout/',
    role: 'anyone',
    tags,
    description: 'Ends the session of the refresh token in the body or the cookie, and clears the cookies.',
    body: refreshBody,
    answers: { 204: z.null() },
  }),
  me: route({
    method: 'GET',
    path: '/auth/me/',
    role: 'signed-in',
    tags,
    answers: { 200: meResponse, 401: detailSchema },
  }),
  updateMe: route({
    method: 'PATCH',
    path: '/auth/me/',
    role: 'signed-in',
    tags,
    description: 'Sets the account language (mail and notifications go out in it).',
    body: updateMeBody,
    answers: { 200: meResponse, 400: validationErrorSchema, 401: detailSchema },
  }),
} as const;
