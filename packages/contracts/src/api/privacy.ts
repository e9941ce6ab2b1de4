import { z } from 'zod';
import { idParam, paginated } from './common.ts';

// The patient's control over their data: who read it, who may read it.

export const accessLogQuery = z
  .object({ page: z.coerce.number().int().min(1).max(10_000).optional().default(1) })
  .strict();

export const accessLogEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor_name: z.string().nullable(),
  actor_role: z.enum(['doctor', 'admin', 'assistant', 'other']),
  /** The doctor an assistant acted for. */
  for_doctor_name: z.string().nullable().optional(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  /** The folder's or file's name when it still exists. */
  label: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
export const accessLogSchema = paginated(accessLogEntrySchema);
export type AccessLog = z.infer<typeof accessLogSchema>;

export const folderGrantParams = z.object({ folderId: idParam });
export const folderGrantItemParams = z.object({ folderId: idParam, grantId: idParam });

export const folderGrantSchema = z.object({
  id: z.number(),
  doctor_id: z.number(),
  doctor_name: z.string(),
  specialization_name: z.string().nullable(),
  granted_at: z.string(),
  /** Null: until the patient revokes it. */
  expires_at: z.string().nullable(),
});
export type FolderGrant = z.infer<typeof folderGrantSchema>;

export const doctorAccessParams = z.object({ patientId: idParam });
export const doctorAccessItemParams = z.object({ patientId: idParam, doctorId: idParam });

/** A doctor who can reach the patient now, and each choice of the patient that lets them. */
export const doctorWithAccessSchema = z.object({
  doctor: z.number(),
  doctor_name: z.string(),
  doctor_picture: z.string().nullable(),
  /** The specialty's English name, as the reference table says it. */
  specialty: z.string().nullable(),
  /** The patient booked one of the doctor's slots themselves. */
  booked: z.boolean(),
  /** The patient accepted the doctor's request to add them to their list. */
  accepted_request: z.boolean(),
  /** The patient's folders the doctor may read now. */
  folders: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type DoctorWithAccess = z.infer<typeof doctorWithAccessSchema>;

export const consentWithdrawalSchema = z.object({
  msg: z.string(),
  /** False: the doctor had no access to end (never had, or ended already). */
  withdrawn: z.boolean(),
});
export type ConsentWithdrawal = z.infer<typeof consentWithdrawalSchema>;
