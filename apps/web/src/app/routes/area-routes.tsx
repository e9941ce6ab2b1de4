import type { RouteObject } from 'react-router';
import { doctorRoutes } from './doctor-routes.tsx';
import { lazyPage } from './lazy-page.ts';
import { patientRoutes } from './patient-routes.tsx';
import { queryLayout } from './public-routes.tsx';

// The patient and doctor areas' route tables: added to the router when a visit first goes there
// (router.tsx), so the public pages' first download does not carry them.

export const patientAreaRoutes: RouteObject[] = [
  {
    lazy: queryLayout,
    children: [
      {
        lazy: lazyPage(
          () => import('../layouts/patient-layout.tsx').then((m) => m.PatientLayout),
          ['dashboard', 'trust', 'messaging', 'notifications'],
        ),
        children: patientRoutes,
      },
    ],
  },
];

export const doctorAreaRoutes: RouteObject[] = [
  {
    lazy: queryLayout,
    children: [
      {
        lazy: lazyPage(
          () => import('../layouts/doctor-layout.tsx').then((m) => m.DoctorLayout),
          ['dashboard', 'messaging', 'notifications'],
        ),
        children: doctorRoutes,
      },
    ],
  },
];
