import { type RouteObject, useParams } from 'react-router';
import { doctorRoutes } from './doctor-routes.tsx';
import { lazyPage, useLazyRoutes } from './lazy-page.tsx';
import { patientRoutes } from './patient-routes.tsx';
import { queryLayout } from './public-routes.tsx';

// The patient and doctor areas' route tables, below /Patients/{id} and /Doctores/{id}: downloaded
// on the first visit to an area (router.tsx), so the public pages' first download does not carry
// them.

const patientAreaRoutes: RouteObject[] = [
  {
    element: queryLayout,
    children: [
      {
        element: lazyPage(
          () => import('../layouts/patient-layout.tsx').then((m) => m.PatientLayout),
          ['dashboard', 'trust', 'messaging', 'notifications'],
        ),
        children: patientRoutes,
      },
    ],
  },
];

const doctorAreaRoutes: RouteObject[] = [
  {
    element: queryLayout,
    children: [
      {
        element: lazyPage(
          () => import('../layouts/doctor-layout.tsx').then((m) => m.DoctorLayout),
          ['dashboard', 'messaging', 'notifications'],
        ),
        children: doctorRoutes,
      },
    ],
  },
];

/** The rest of the path after the area's root, matched against the area's table. */
function useAreaRoutes(table: RouteObject[]) {
  return useLazyRoutes(table, `/${useParams()['*'] ?? ''}`);
}

export function PatientArea() {
  return useAreaRoutes(patientAreaRoutes);
}

export function DoctorArea() {
  return useAreaRoutes(doctorAreaRoutes);
}
