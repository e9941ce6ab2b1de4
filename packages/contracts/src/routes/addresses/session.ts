// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const session = {
  refresh: { method: 'POST', path: '/auth/token/refresh/' } as Address<Table['session']['refresh']>,
  logout: { method: 'POST', path: '/auth/logout/' } as Address<Table['session']['logout']>,
  me: { method: 'GET', path: '/auth/me/' } as Address<Table['session']['me']>,
  updateMe: { method: 'PATCH', path: '/auth/me/' } as Address<Table['session']['updateMe']>,
} as const;
