// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const doctorDirectory = {
  search: { method: 'GET', path: '/doctor/search/list' } as Address<Table['doctorDirectory']['search']>,
  card: { method: 'GET', path: '/doctor/search/:doctorId' } as Address<Table['doctorDirectory']['card']>,
} as const;
