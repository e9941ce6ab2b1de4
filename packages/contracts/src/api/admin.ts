import { z } from 'zod';
import { idParam, paginated } from './common.ts';

// Administrators: doctor verification, accounts, contact messages, the audit viewer.

export const ADMIN_MESSAGES = {
  reason: 'A reason is required',
  reasonLength: 'The reason must be 1000 characters or less',
  password: 'Password must be at least 8 characters long',
  token: 'This link is invalid or has expired.',
} as const;

const reasonField = z
  .string({ error: ADMIN_MESSAGES.reason })
  .trim()
  .min(1, ADMIN_MESSAGES.reason)
  .max(1000, ADMIN_MESSAGES.reasonLength);

export const reasonBody = z.object({ reason: reasonField }).strict();
export const userIdParams = z.object({ userId: idParam });
export const messageIdParams = z.object({ messageId: idParam });

export const verificationItemSchema = z.object({
  doctor_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  specialization_name: z.string().nullable(),
  address: z.string().nullable(),
  /** Path of the certification, readable by administrators only. */
  certification: z.string(),
  joined_at: z.string(),
});
export type VerificationItem = z.infer<typeof verificationItemSchema>;

export const adminUsersQuery = z
  .object({
    search: z.string().max(200).optional().default(''),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  })
  .strict();

export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(['patient', 'doctor', 'admin']),
  is_certified: z.boolean().nullable(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  joined_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersSchema = paginated(adminUserSchema);

export const contactMessageSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessagesQuery = z
  .object({
    status: z.enum(['all', 'unanswered', 'answered']).optional().default('all'),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  })
  .strict();
export const contactMessagesSchema = paginated(contactMessageSchema);

export const auditQuery = z
  .object({
    actor: idParam.optional(),
    patient: idParam.optional(),
    action: z.string().max(40).optional(),
    entity: z.string().max(40).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  })
  .strict();

/** Metadata only: who did what to which record, when, from where; never a record's content. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  patient_id: z.number().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntriesSchema = paginated(auditEntrySchema);

export const setPasswordBody = z
  .object({
    token: z.string().min(1, ADMIN_MESSAGES.token).max(200),
    password: z.string().min(8, ADMIN_MESSAGES.password).max(128),
  })
  .strict();
