import { useParams } from 'react-router';

/** The doctor id of the /Doctores/{id} path; the API answers only when it is the signed-in doctor. */
export function useDoctorId(): string {
  return useParams().id ?? '';
}
