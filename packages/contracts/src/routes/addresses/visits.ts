// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const visits = {
  upcoming: { method: 'GET', path: '/visits/' } as Address<Table['visits']['upcoming']>,
  get: { method: 'GET', path: '/visits/:appointmentId/' } as Address<Table['visits']['get']>,
  signal: { method: 'POST', path: '/visits/:appointmentId/signal/' } as Address<Table['visits']['signal']>,
  consultation: { method: 'POST', path: '/visits/:appointmentId/consultation/' } as Address<
    Table['visits']['consultation']
  >,
} as const;
