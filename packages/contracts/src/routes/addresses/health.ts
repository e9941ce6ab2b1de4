// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const health = {
  check: { method: 'GET', path: '/health' } as Address<Table['health']['check']>,
} as const;
