// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const relatives = {
  list: { method: 'GET', path: '/patient/:patientId/relatives/' } as Address<Table['relatives']['list']>,
  add: { method: 'POST', path: '/patient/:patientId/relatives/' } as Address<Table['relatives']['add']>,
  update: { method: 'PATCH', path: '/patient/:patientId/relatives/:relativeId/' } as Address<
    Table['relatives']['update']
  >,
  remove: { method: 'DELETE', path: '/patient/:patientId/relatives/:relativeId/' } as Address<
    Table['relatives']['remove']
  >,
} as const;
