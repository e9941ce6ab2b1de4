import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../lib/auth/auth-context.ts';
import type { Role } from '../lib/auth/role.ts';
import { paths } from '../lib/paths.ts';

/** SPEC §6: the patient area (and booking) needs a stored patientId, the doctor area a doctorId. */
export function RequireRole({ area }: { area: Role }) {
  const auth = useAuth();
  const id = area === 'patient' ? auth.patientId : auth.doctorId;
  if (!id) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Pages for either role (the video visit): a stored patient or doctor id, else /Login. */
export function RequireSignedIn() {
  const { patientId, doctorId } = useAuth();
  if (!patientId && !doctorId) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** SPEC §2 redirect screens: to the patient profile or the doctor overview using the stored id. */
export function RoleRedirect({ area }: { area: Role }) {
  const { patientId, doctorId } = useAuth();
  if (area === 'patient') {
    return <Navigate to={patientId ? paths.patient.profile(patientId) : paths.login} replace />;
  }
  return <Navigate to={doctorId ? paths.doctor.overview(doctorId) : paths.login} replace />;
}
