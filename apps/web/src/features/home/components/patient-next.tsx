import { lazy, Suspense } from 'react';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rawDoctorId } from '#web/lib/auth/auth-storage.ts';
import { loadNamespaces } from '#web/lib/i18n/index.ts';

// Downloaded only for a signed-in patient: a visitor's first paint of Home carries none of it.
const NextAppointment = lazy(() =>
  Promise.all([import('./next-appointment.tsx'), loadNamespaces(['dashboard'])]).then(([m]) => ({
    default: m.NextAppointment,
  })),
);

/** A signed-in patient's next appointment at the top of Home. */
export function PatientNext() {
  const { isAuth, patientId } = useAuth();
  if (!isAuth || patientId === null || rawDoctorId() !== 'null') return null;
  return (
    <Suspense fallback={null}>
      <NextAppointment />
    </Suspense>
  );
}
