// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const assistants = {
  list: { method: 'GET', path: '/doctor/assistants/' } as Address<Table['assistants']['list']>,
  invite: { method: 'POST', path: '/doctor/assistants/invites/' } as Address<Table['assistants']['invite']>,
  withdrawInvite: { method: 'DELETE', path: '/doctor/assistants/invites/:inviteId/' } as Address<
    Table['assistants']['withdrawInvite']
  >,
  remove: { method: 'DELETE', path: '/doctor/assistants/:userId/' } as Address<Table['assistants']['remove']>,
  invitation: { method: 'GET', path: '/assistant/invites/:code/' } as Address<
    Table['assistants']['invitation']
  >,
  accept: { method: 'POST', path: '/assistant/invites/:code/accept/' } as Address<
    Table['assistants']['accept']
  >,
  me: { method: 'GET', path: '/assistant/me/' } as Address<Table['assistants']['me']>,
  phoneBooking: { method: 'POST', path: '/doctor/phone-bookings/' } as Address<
    Table['assistants']['phoneBooking']
  >,
} as const;
