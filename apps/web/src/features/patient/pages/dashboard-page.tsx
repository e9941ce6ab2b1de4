import { Navigate } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { usePatientId } from '../components/use-patient.ts';

/** The area's index shows the profile, as the redirect screens do. */
export function DashboardPage() {
  return <Navigate to={paths.patient.profile(usePatientId())} replace />;
}
