// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const contact = {
  send: { method: 'POST', path: '/contact-us/' } as Address<Table['contact']['send']>,
} as const;
