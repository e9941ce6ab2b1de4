import { contactBody, contactError, contactResponse } from '../api/contact.ts';
import { route } from './define.ts';

export const contact = {
  send: route({
    method: 'POST',
    path: '/contact-us/',
    alsoAt: ['/base/contact-us/'],
    kept: 'The original contact form posted to /base/contact-us/; both spellings are served.',
    role: 'anyone',
    tags: ['contact'],
    description: 'Sends a message to the team. At most 10 an hour from one address.',
    body: contactBody,
    answers: { 201: contactResponse, 400: contactError },
  }),
} as const;
