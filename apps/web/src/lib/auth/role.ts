import { paths } from '../paths.ts';
import type { StoredIds } from './auth-storage.ts';

export type Role = 'patient' | 'doctor';

/** A patient id takes precedence over a doctor id. */
export function roleOf(ids: Pick<StoredIds, 'patientId' | 'doctorId'>): Role | null {
  if (ids.patientId) return 'patient';
  if (ids.doctorId) return 'doctor';
  return null;
}

/** The home of the current role (a doctor's is the agenda), or / when neither id is stored. */
export function dashboardPath(ids: Pick<StoredIds, 'patientId' | 'doctorId'>): string {
  if (ids.patientId) return paths.patient.profile(ids.patientId);
  if (ids.doctorId) return paths.doctor.agenda(ids.doctorId);
  return paths.home;
}
