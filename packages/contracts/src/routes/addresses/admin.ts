// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const admin = {
  setPassword: { method: 'POST', path: '/admin/set-password' } as Address<Table['admin']['setPassword']>,
  accounts: {
    list: { method: 'GET', path: '/admin/users' } as Address<Table['admin']['accounts']['list']>,
    suspend: { method: 'POST', path: '/admin/users/:userId/suspend' } as Address<
      Table['admin']['accounts']['suspend']
    >,
    restore: { method: 'POST', path: '/admin/users/:userId/restore' } as Address<
      Table['admin']['accounts']['restore']
    >,
  },
  verification: {
    queue: { method: 'GET', path: '/admin/doctors/verification' } as Address<
      Table['admin']['verification']['queue']
    >,
    certification: { method: 'GET', path: '/admin/doctors/:doctorId/certification' } as Address<
      Table['admin']['verification']['certification']
    >,
    verify: { method: 'POST', path: '/admin/doctors/:doctorId/verify' } as Address<
      Table['admin']['verification']['verify']
    >,
    reject: { method: 'POST', path: '/admin/doctors/:doctorId/reject' } as Address<
      Table['admin']['verification']['reject']
    >,
  },
  contactMessages: {
    list: { method: 'GET', path: '/admin/contact-messages' } as Address<
      Table['admin']['contactMessages']['list']
    >,
    markRead: { method: 'POST', path: '/admin/contact-messages/:messageId/read' } as Address<
      Table['admin']['contactMessages']['markRead']
    >,
    markAnswered: { method: 'POST', path: '/admin/contact-messages/:messageId/answered' } as Address<
      Table['admin']['contactMessages']['markAnswered']
    >,
  },
  audit: { method: 'GET', path: '/admin/audit' } as Address<Table['admin']['audit']>,
} as const;
