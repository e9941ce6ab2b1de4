import { z } from 'zod';
import {
  adminUserSchema,
  adminUsersQuery,
  adminUsersSchema,
  auditEntriesSchema,
  auditQuery,
  contactMessageSchema,
  contactMessagesQuery,
  contactMessagesSchema,
  messageIdParams,
  reasonBody,
  setPasswordBody,
  userIdParams,
  verificationItemSchema,
} from '../api/admin.ts';
import { detailSchema, msgSchema, validationErrorSchema } from '../api/common.ts';
import { doctorIdParams } from '../api/doctor-profile.ts';
import { route } from './define.ts';

const tags = ['admin'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

const markMessage = (suffix: 'read' | 'answered') =>
  route({
    method: 'POST',
    path: `/admin/contact-messages/:messageId/${suffix}`,
    role: 'admin',
    tags,
    description: `Marks a contact message ${suffix}.`,
    params: messageIdParams,
    answers: { 200: contactMessageSchema, ...denied },
  });

/** Administrators: accounts, doctors' certifications, contact messages, the audit. */
export const admin = {
  setPassword: route({
    method: 'POST',
    path: '/admin/set-password',
    role: 'anyone',
    tags,
    description:
      'Sets an administrator password with the one-time link printed by `npm run admin -- create EMAIL`.',
    body: setPasswordBody,
    answers: { 200: msgSchema, 400: validationErrorSchema },
  }),
  accounts: {
    list: route({
      method: 'GET',
      path: '/admin/users',
      role: 'admin',
      tags,
      description: 'Accounts, searched by name or email, a page at a time.',
      query: adminUsersQuery,
      answers: { 200: adminUsersSchema, ...denied },
    }),
    suspend: route({
      method: 'POST',
      path: '/admin/users/:userId/suspend',
      role: 'admin',
      tags,
      params: userIdParams,
      body: reasonBody,
      answers: { 200: adminUserSchema, 400: validationErrorSchema, ...denied },
    }),
    restore: route({
      method: 'POST',
      path: '/admin/users/:userId/restore',
      role: 'admin',
      tags,
      params: userIdParams,
      answers: { 200: adminUserSchema, ...denied },
    }),
  },
  verification: {
    queue: route({
      method: 'GET',
      path: '/admin/doctors/verification',
      role: 'admin',
      tags,
      description: 'Doctors waiting for their certification to be checked.',
      answers: { 200: z.array(verificationItemSchema), ...denied },
    }),
    certification: route({
      method: 'GET',
      path: '/admin/doctors/:doctorId/certification',
      role: 'admin',
      tags,
      description: "The doctor's certification file, as uploaded.",
      params: doctorIdParams,
      answers: denied,
    }),
    verify: route({
      method: 'POST',
      path: '/admin/doctors/:doctorId/verify',
      role: 'admin',
      tags,
      params: doctorIdParams,
      answers: { 204: z.null(), ...denied },
    }),
    reject: route({
      method: 'POST',
      path: '/admin/doctors/:doctorId/reject',
      role: 'admin',
      tags,
      params: doctorIdParams,
      body: reasonBody,
      answers: { 204: z.null(), 400: validationErrorSchema, ...denied },
    }),
  },
  contactMessages: {
    list: route({
      method: 'GET',
      path: '/admin/contact-messages',
      role: 'admin',
      tags,
      description: 'Messages from the contact form, by status, a page at a time.',
      query: contactMessagesQuery,
      answers: { 200: contactMessagesSchema, ...denied },
    }),
    markRead: markMessage('read'),
    markAnswered: markMessage('answered'),
  },
  audit: route({
    method: 'GET',
    path: '/admin/audit',
    role: 'admin',
    tags,
    description: 'Who did what to which record, when, from where; filterable, a page at a time.',
    query: auditQuery,
    answers: { 200: auditEntriesSchema, 400: validationErrorSchema, 401: detailSchema, 403: detailSchema },
  }),
} as const;
