// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const media = {
  picture: { method: 'GET', path: '/media/pictures/:id' } as Address<Table['media']['picture']>,
} as const;
