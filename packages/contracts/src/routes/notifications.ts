import { markReadBody, notificationList } from '../api/appointment-life.ts';
import { route } from './define.ts';

const tags = ['notifications'];

export const notifications = {
  list: route({
    method: 'GET',
    path: '/notifications',
    role: 'signed-in',
    tags,
    description: 'The newest notifications with the unread count.',
    answers: { 200: notificationList },
  }),
  markRead: route({
    method: 'POST',
    path: '/notifications/read',
    role: 'signed-in',
    tags,
    description: 'Marks the given notifications read, or all; answers the list.',
    body: markReadBody,
    answers: { 200: notificationList },
  }),
} as const;
