// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const auth = {
  checkEmail: { method: 'POST', path: '/auth/check_email/' } as Address<Table['auth']['checkEmail']>,
  signUpPatient: { method: 'POST', path: '/auth/sign_up/patient/' } as Address<
    Table['auth']['signUpPatient']
  >,
  signUpDoctor: { method: 'POST', path: '/auth/sign_up/doctor/' } as Address<Table['auth']['signUpDoctor']>,
  login: { method: 'POST', path: '/auth/custom_token/' } as Address<Table['auth']['login']>,
  verification: {
    status: { method: 'GET', path: '/auth/verification/' } as Address<
      Table['auth']['verification']['status']
    >,
    sendCode: { method: 'POST', path: '/auth/verification/' } as Address<
      Table['auth']['verification']['sendCode']
    >,
    confirm: { method: 'POST', path: '/auth/verification/confirm/' } as Address<
      Table['auth']['verification']['confirm']
    >,
  },
  forgotPassword: { method: 'POST', path: '/base/forgot_password/' } as Address<
    Table['auth']['forgotPassword']
  >,
  resetPassword: { method: 'POST', path: '/reset_password/:code/' } as Address<
    Table['auth']['resetPassword']
  >,
} as const;
