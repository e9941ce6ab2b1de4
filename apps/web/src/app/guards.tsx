import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
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

/**
 * An area the stored ids do not open: a signed-in user (of the other role, an administrator) stays
 * signed in and sees `refused` (the page saying it is not for their account); a visitor signs in.
 */
function Refused({ refused }: { refused: ReactNode }) {
  return useAuth().userId ? refused : <ToLogin />;
}

interface Props {
  area: Role;
  /** What a signed-in user whose account the area does not open sees. */
  refused: ReactNode;
}

interface AreaProps extends Props {
  /** The address carries the account's id (`/Patients/{id}/…`, `/Doctores/{id}/…`). */
  idInAddress?: boolean;
}

/**
 * The patient area (and booking) needs a stored patientId, the doctor area a doctorId. An area
 * address with another account's id opens the same page under the caller's own id: the other
 * account's pages are never shown, and the address reveals nothing about that account.
 */
export function RequireRole({ area, refused, idInAddress = false }: AreaProps) {
  const auth = useAuth();
  const { pathname, search, hash } = useLocation();
  const inAddress = useParams().id;
  // An assistant works in their doctor's area, whose menu shows them the agenda's pages only.
  const id = area === 'patient' ? auth.patientId : (auth.doctorId ?? auth.assistantOf);
  if (!id) return <Refused refused={refused} />;
  if (idInAddress && inAddress !== undefined && inAddress !== id) {
    const root = area === 'patient' ? paths.patient.root : paths.doctor.root;
    const rest = pathname.split('/').slice(3).join('/');
    return <Navigate to={`${root(id)}${rest ? `/${rest}` : ''}${search}${hash}`} replace />;
  }
  return <Outlet />;
}

/** Pages for either role (the video visit): a stored patient or doctor id, else /Login. */
export function RequireSignedIn() {
  const { patientId, doctorId } = useAuth();
  if (!patientId && !doctorId) return <ToLogin />;
  return <Outlet />;
}

/**
 * Redirect screens: to the patient profile or the doctor overview using the stored id; an assistant
 * to their doctor's agenda, the area's only pages their menu shows.
 */
export function RoleRedirect({ area, refused }: Props) {
  const { patientId, doctorId, assistantOf } = useAuth();
  if (area === 'patient') {
    return patientId ? (
      <Navigate to={paths.patient.profile(patientId)} replace />
    ) : (
      <Refused refused={refused} />
    );
  }
  if (doctorId) return <Navigate to={paths.doctor.overview(doctorId)} replace />;
  if (assistantOf) return <Navigate to={paths.doctor.agenda(assistantOf)} replace />;
  return <Refused refused={refused} />;
}
