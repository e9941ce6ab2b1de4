// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const privacy = {
  accessLog: { method: 'GET', path: '/patient/access-log' } as Address<Table['privacy']['accessLog']>,
  grants: { method: 'GET', path: '/patient/folders/:folderId/grants' } as Address<Table['privacy']['grants']>,
  revokeGrant: { method: 'DELETE', path: '/patient/folders/:folderId/grants/:grantId' } as Address<
    Table['privacy']['revokeGrant']
  >,
  doctorsWithAccess: { method: 'GET', path: '/patient/:patientId/doctors-with-access/' } as Address<
    Table['privacy']['doctorsWithAccess']
  >,
  withdrawConsent: {
    method: 'DELETE',
    path: '/patient/:patientId/doctors-with-access/:doctorId/',
  } as Address<Table['privacy']['withdrawConsent']>,
} as const;
