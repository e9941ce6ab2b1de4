import { eventsQuery } from '../api/events.ts';
import { route } from './define.ts';

export const events = {
  stream: route({
    method: 'GET',
    path: '/events',
    role: 'signed-in',
    tags: ['events'],
    description:
      'The signed-in user’s server-sent events (notifications, messages, visit signals). Without `Last-Event-ID` (header or `lastEventId`) it starts from now with an `unread` event; with one, it first replays what came after it.',
    query: eventsQuery,
  }),
} as const;
