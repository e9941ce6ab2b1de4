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
