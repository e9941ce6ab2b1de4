import { z } from 'zod';
import { detailSchema, validationErrorSchema } from '../api/common.ts';
import {
  conversationFileParams,
  conversationList,
  conversationParams,
  messagePage,
  messageResponse,
  messagesQuery,
  postMessageBody,
  readBody,
  threadNoteBody,
} from '../api/messaging.ts';
import { route } from './define.ts';

// The Inbox of patients and doctors: `/api/conversations/...`. Each route finds the caller among
// the conversation's participants.

const tags = ['messages'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };
const errors = { 400: validationErrorSchema, ...denied };
const chosen = { 204: z.null(), ...denied };

export const messaging = {
  list: route({
    method: 'GET',
    path: '/conversations/',
    role: 'signed-in',
    tags,
    answers: { 200: conversationList, ...denied },
  }),
  messages: route({
    method: 'GET',
    path: '/conversations/:conversationId/messages/',
    role: 'signed-in',
    tags,
    params: conversationParams,
    query: messagesQuery,
    answers: { 200: messagePage, ...errors },
  }),
  post: route({
    method: 'POST',
    path: '/conversations/:conversationId/messages/',
    role: 'signed-in',
    tags,
    description: 'Text up to MESSAGE_MAX_LENGTH (4000) characters, and optionally one file of the patient.',
    params: conversationParams,
    body: postMessageBody,
    answers: { 200: messageResponse, 201: messageResponse, ...errors },
  }),
  read: route({
    method: 'POST',
    path: '/conversations/:conversationId/read/',
    role: 'signed-in',
    tags,
    params: conversationParams,
    body: readBody,
    answers: { 200: z.object({ marked: z.number() }), ...errors },
  }),
  // The patient's say over a conversation: block (or unblock) the doctor, or leave it for good.
  block: route({
    method: 'POST',
    path: '/conversations/:conversationId/block/',
    role: 'signed-in',
    tags,
    description: 'The doctor can no longer post here until the patient unblocks.',
    params: conversationParams,
    answers: chosen,
  }),
  unblock: route({
    method: 'DELETE',
    path: '/conversations/:conversationId/block/',
    role: 'signed-in',
    tags,
    description: 'The doctor can post here again.',
    params: conversationParams,
    answers: chosen,
  }),
  leave: route({
    method: 'POST',
    path: '/conversations/:conversationId/leave/',
    role: 'signed-in',
    tags,
    description: 'Hidden from the patient, and the doctor can no longer post here.',
    params: conversationParams,
    answers: chosen,
  }),
  threadNote: route({
    method: 'POST',
    path: '/conversations/:conversationId/consultation/',
    role: 'signed-in',
    tags,
    params: conversationParams,
    body: threadNoteBody,
    answers: { 201: z.object({ id: z.number() }), ...errors },
  }),
  file: route({
    method: 'GET',
    path: '/conversations/:conversationId/files/:fileId/',
    role: 'signed-in',
    tags,
    params: conversationFileParams,
    answers: { 200: z.any(), ...denied },
  }),
} as const;
