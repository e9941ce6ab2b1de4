// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const recommendation = {
  recommend: { method: 'POST', path: '/base/recommendation_doctor/backup/v0/' } as Address<
    Table['recommendation']['recommend']
  >,
} as const;
