// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const messaging = {
  list: { method: 'GET', path: '/conversations/' } as Address<Table['messaging']['list']>,
  messages: { method: 'GET', path: '/conversations/:conversationId/messages/' } as Address<
    Table['messaging']['messages']
  >,
  post: { method: 'POST', path: '/conversations/:conversationId/messages/' } as Address<
    Table['messaging']['post']
  >,
  read: { method: 'POST', path: '/conversations/:conversationId/read/' } as Address<
    Table['messaging']['read']
  >,
  block: { method: 'POST', path: '/conversations/:conversationId/block/' } as Address<
    Table['messaging']['block']
  >,
  unblock: { method: 'DELETE', path: '/conversations/:conversationId/block/' } as Address<
    Table['messaging']['unblock']
  >,
  leave: { method: 'POST', path: '/conversations/:conversationId/leave/' } as Address<
    Table['messaging']['leave']
  >,
  threadNote: { method: 'POST', path: '/conversations/:conversationId/consultation/' } as Address<
    Table['messaging']['threadNote']
  >,
  file: { method: 'GET', path: '/conversations/:conversationId/files/:fileId/' } as Address<
    Table['messaging']['file']
  >,
} as const;
