import { z } from 'zod';
import { idParam } from './common.ts';

// The patient's own data: a ZIP of everything the app holds about them, and deleting the account.

export const exportParams = z.object({ patientId: idParam });
export const exportDownloadParams = z.object({ patientId: idParam, exportId: idParam });

export const EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How long a built export can be downloaded, from the moment it is ready. */
export const EXPORT_TTL_HOURS = 24;

/** GET /api/patient/{id}/export/ answers the patient's newest export that has not expired. */
export const dataExportSchema = z.object({
  id: z.number(),
  status: z.enum(EXPORT_STATUSES),
  /** 0 to 100; 100 once it is ready. */
  progress: z.number(),
  ready_at: z.string().nullable(),
  /** The download answers 410 from then on. */
  expires_at: z.string().nullable(),
  /** Bytes of the ZIP, once ready. */
  size: z.number().nullable(),
  created_at: z.string(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** What the user's event stream carries as an `export` event while it is built. */
export const exportEventSchema = z.object({
  id: z.number(),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number(),
});
export type ExportEvent = z.infer<typeof exportEventSchema>;

/**
 * The word to type to delete the account. It is the same in every language (the form says, in
 * the reader's language, to type it), so a French or Arabic reader types the same letters.
 */
export const DELETE_CONFIRMATION = 'DELETE';

export const ACCOUNT_DATA_MESSAGES = {
  exportNotFound: 'Export not found.',
  notReady: 'This export is not ready yet.',
  expired: 'This export has expired. Start a new one.',
  passwordRequired: 'Enter your password.',
  wrongPassword: 'The password is incorrect.',
  confirmation: 'Type DELETE to confirm.',
  closed: 'Your account is closed. Your patients keep their consultations and prescriptions.',
  closedReason: 'The doctor has closed their account on Reayah.',
  otherRefused: 'This account cannot be closed here. Contact us to close it.',
  deleted: 'Your account has been deleted.',
} as const;

/** POST /api/auth/me/delete/ takes the password again, and the word DELETE typed out. */
export const deleteAccountBody = z
  .object({
    password: z
      .string({ error: ACCOUNT_DATA_MESSAGES.passwordRequired })
      .min(1, ACCOUNT_DATA_MESSAGES.passwordRequired)
      .max(128, ACCOUNT_DATA_MESSAGES.wrongPassword),
    confirmation: z
      .string({ error: ACCOUNT_DATA_MESSAGES.confirmation })
      .max(50, ACCOUNT_DATA_MESSAGES.confirmation)
      .refine((text) => text.trim() === DELETE_CONFIRMATION, ACCOUNT_DATA_MESSAGES.confirmation),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
