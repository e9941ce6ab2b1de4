import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context.ts';
import type { Role } from '../lib/auth/role.ts';
import { paths } from '../lib/paths.ts';

/** The sign-in page, which brings the visitor back to the page they asked for. */
function ToLogin() {
  const { pathname, search } = useLocation();
  // A session found ended at start-up is said so on the sign-in page, as one that ends on a page.
  const ended = useAuth().ended ? 'session=ended&' : '';
  // The location is this site's own; the sign-in page checks `next` again before following it.
  return <Navigate to={`${paths.login}?${ended}next=${encodeURIComponent(pathname + search)}`} replace />;
}

/** The patient area (and booking) needs a stored patientId, the doctor area a doctorId. */
export function RequireRole({ area }: { area: Role }) {
  const auth = useAuth();
  // An assistant works in their doctor's area, whose menu shows them the agenda's pages only.
  const id = area === 'patient' ? auth.patientId : (auth.doctorId ?? auth.assistantOf);
  if (!id) return <ToLogin />;
  return <Outlet />;
}

/** Pages for either role (the video visit): a stored patient or doctor id, else /Login. */
export function RequireSignedIn() {
  const { patientId, doctorId } = useAuth();
  if (!patientId && !doctorId) return <ToLogin />;
  return <Outlet />;
}

/** Redirect screens: to the patient profile or the doctor overview using the stored id. */
export function RoleRedirect({ area }: { area: Role }) {
  const { patientId, doctorId } = useAuth();
  if (area === 'patient') {
    return <Navigate to={patientId ? paths.patient.profile(patientId) : paths.login} replace />;
  }
  return <Navigate to={doctorId ? paths.doctor.overview(doctorId) : paths.login} replace />;
}
