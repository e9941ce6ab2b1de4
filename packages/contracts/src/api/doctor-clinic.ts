import { z } from 'zod';
import { clinicSchema } from '../forms/doctor.ts';
import { idParam } from './common.ts';

export const clinicParams = z.object({ clinicId: idParam });

const mapClinic = z.string().trim().max(200, 'map_clinic must be 200 characters or less').optional();

/**
 * Text parts of the multipart CreateClinic (the clinic form's rules). `doctor` and `chaf` are read and
 * ignored: the clinic belongs to the signed-in doctor and `chaf` is that doctor's name.
 */
export const createClinicFields = clinicSchema.extend({ map_clinic: mapClinic });

/** Text parts of the multipart PATCH; a field left out keeps its value. */
export const updateClinicFields = clinicSchema.partial().extend({ map_clinic: mapClinic });

/** A clinic; `picture` and `certification` are API paths. */
export const clinicResponse = z.object({
  id: z.number(),
  doctor: z.number(),
  chaf: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  description: z.string(),
  map_clinic: z.string().nullable(),
  picture: z.string(),
  certification: z.string(),
});
export type Clinic = z.infer<typeof clinicResponse>;
