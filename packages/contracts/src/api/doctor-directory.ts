import { z } from 'zod';
import { findWilaya } from '../wilayas.ts';
import { idParam, paginated } from './common.ts';
import { SPOKEN_LANGUAGES } from '../forms/doctor.ts';
import { visitKind } from './visit-kind.ts';

// A doctor card: what patients see of a doctor.

export const doctorCard = z.object({
  id: z.number(),
  doctor: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  doctor_picture: z.string().nullable(),
  doctor_specialization: z.number().nullable(),
  full_name: z.string(),
  specialization_name: z.string().nullable(),
  address: z.string().nullable(),
  picture: z.string().nullable(),
  is_certified: z.boolean(),
  fee_dzd: z.number().nullable(),
  languages: z.array(z.enum(SPOKEN_LANGUAGES)),
  visit_types: z.array(visitKind),
  /** The wilaya the doctor practises in (its French name), if known. */
  wilaya: z.string().nullable(),
  /** When the doctor's soonest free slot ahead starts (ISO 8601), or null if none is open. */
  next_free_slot: z.string().nullable(),
});
export type DoctorCard = z.infer<typeof doctorCard>;

export const doctorSearchResponse = paginated(doctorCard);
export type DoctorSearchResponse = z.infer<typeof doctorSearchResponse>;

export const doctorCardParams = z.object({ doctorId: idParam });

export const DOCTOR_SEARCH_PAGE_SIZE = 20;

const WILAYA_MESSAGE = 'Wilaya must be the name of a wilaya or its number, from 1 to 58';

/**
 * The doctor search; `verified=true` keeps doctors whose certification was verified. `after` is
 * accepted and ignored (links of earlier versions carried it). `count` is exact up to 100 and
 * says 100 beyond. `wilaya` keeps the
 * doctors of one wilaya, given by its official number (1 to 58) or its French or Arabic name.
 */
const DIRECTORY_PAGE_MESSAGE = 'Page must be a whole number from 1 to 50';
export const doctorSearchQuery = z
  .object({
    search: z.string().max(200, 'Search query must be 200 characters or less').optional().default(''),
    // Visitors read it: a page deep in the list costs a read of every row before it.
    page: z.coerce
      .number({ error: DIRECTORY_PAGE_MESSAGE })
      .int(DIRECTORY_PAGE_MESSAGE)
      .min(1, DIRECTORY_PAGE_MESSAGE)
      .max(50, DIRECTORY_PAGE_MESSAGE)
      .optional()
      .default(1),
    verified: z.enum(['true', 'false']).optional(),
    after: z.string().max(400).optional(),
    wilaya: z
      .string()
      .max(60, WILAYA_MESSAGE)
      .refine((v) => findWilaya(v) !== null, WILAYA_MESSAGE)
      .optional(),
  })
  .strict();
