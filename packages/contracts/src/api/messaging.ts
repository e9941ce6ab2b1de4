import { z } from 'zod';
import { idParam, idValue } from './common.ts';

// Messages between a patient and a doctor (routes added since, plainly named: /api/conversations/...).

/** The longest message body, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;
/** Messages per page of a thread. */
export const MESSAGE_PAGE_SIZE = 30;

export const MESSAGE_TEXT = {
  empty: 'Write a message or attach a file.',
  tooLong: `A message can hold at most ${MESSAGE_MAX_LENGTH} characters.`,
  file: 'Choose one of your own files.',
  noConsent: 'You can write to a patient only after they booked with you or shared a folder with you.',
  closed: 'This patient does not accept your messages in this conversation.',
  formerPatient: 'This patient deleted their account: past messages can be read, not answered.',
  patientsOnly: 'Only the patient can block a doctor or leave a conversation.',
  tooFast: 'You are sending messages too quickly. Try again in {{wait}}.',
} as const;

/** Messages one person may send per minute, across every conversation. */
export const MESSAGES_PER_MINUTE = 20;

export const conversationParams = z.object({ conversationId: idParam });
export const conversationFileParams = z.object({ conversationId: idParam, fileId: idParam });

export const participantRole = z.enum(['patient', 'doctor']);
export type ParticipantRole = z.infer<typeof participantRole>;

export const messageResponse = z.object({
  id: z.number(),
  conversation: z.number(),
  sender: participantRole,
  body: z.string(),
  /** `withdrawn`: the patient revoked the doctor's access to the file's folder; the doctor cannot download it. */
  file: z.object({ id: z.number(), name: z.string(), withdrawn: z.boolean() }).nullable(),
  client_id: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof messageResponse>;

export const conversationResponse = z.object({
  id: z.number(),
  /** The caller's side of the conversation. */
  role: participantRole,
  other: z.object({ id: z.number(), full_name: z.string(), picture: z.string().nullable() }),
  last_message: messageResponse.nullable(),
  unread: z.number().int(),
  /** Whether an administrator verified the conversation's doctor: links from others are not clickable. */
  doctor_verified: z.boolean(),
  /** The patient blocked the doctor (the patient can unblock). */
  blocked: z.boolean(),
  /** The doctor can no longer post: blocked, left, or the patient's account was deleted. */
  closed: z.boolean(),
});
export const conversationList = z.object({ results: z.array(conversationResponse), unread: z.number() });
export type Conversation = z.infer<typeof conversationResponse>;

export const messagesQuery = z
  .object({
    /** Messages older than this id (the `next` cursor of the previous page). */
    before: idParam.optional(),
  })
  .strict();

/** Newest first; `next` is the cursor for the older page, null at the start of the thread. */
export const messagePage = z.object({ results: z.array(messageResponse), next: z.number().nullable() });

export const postMessageBody = z
  .object({
    body: z.string().trim().max(MESSAGE_MAX_LENGTH, MESSAGE_TEXT.tooLong).default(''),
    /** One file from the patient's own folders, shared with this doctor only. */
    file: idValue.optional(),
    /** The sender's key for this message: a retried send with the same key is stored once. */
    client_id: z.uuid(),
  })
  .strict()
  .refine((v) => v.body.length > 0 || v.file !== undefined, { message: MESSAGE_TEXT.empty, path: ['body'] });

export const readBody = z.object({ up_to: idValue }).strict();

/** What the doctor turns a thread into: a consultation note of the chosen messages. */
export const threadNoteBody = z
  .object({
    objective: z.string().trim().min(1, 'Objective is required').max(200),
    content: z.string().trim().min(1, 'Details are required').max(20_000),
  })
  .strict();
