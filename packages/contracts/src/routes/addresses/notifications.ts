// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const notifications = {
  list: { method: 'GET', path: '/notifications' } as Address<Table['notifications']['list']>,
  markRead: { method: 'POST', path: '/notifications/read' } as Address<Table['notifications']['markRead']>,
} as const;
