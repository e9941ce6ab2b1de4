// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const accountData = {
  startExport: { method: 'POST', path: '/patient/:patientId/export' } as Address<
    Table['accountData']['startExport']
  >,
  export: { method: 'GET', path: '/patient/:patientId/export' } as Address<Table['accountData']['export']>,
  download: { method: 'GET', path: '/patient/:patientId/export/:exportId/download' } as Address<
    Table['accountData']['download']
  >,
  deleteAccount: { method: 'POST', path: '/auth/me/delete' } as Address<
    Table['accountData']['deleteAccount']
  >,
} as const;
