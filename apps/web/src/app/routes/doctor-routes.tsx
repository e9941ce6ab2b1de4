import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';

// SPEC §2 doctor area /Doctores/{id}. Each page lives in features/doctor/pages/<name>-page.tsx
// and exports a named component; replace the file to build the page.

export const doctorRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() =>
      import('../../features/doctor/pages/dashboard-page.tsx').then((m) => m.DashboardPage),
    ),
  },
  {
    path: 'Overview',
    lazy: lazyPage(() => import('../../features/doctor/pages/overview-page.tsx').then((m) => m.OverviewPage)),
  },
  {
    path: 'Patients',
    lazy: lazyPage(() => import('../../features/doctor/pages/patients-page.tsx').then((m) => m.PatientsPage)),
  },
  {
    path: 'Appoints',
    lazy: lazyPage(() => import('../../features/doctor/pages/appoints-page.tsx').then((m) => m.AppointsPage)),
  },
  {
    path: 'Bookings',
    lazy: lazyPage(() => import('../../features/doctor/pages/bookings-page.tsx').then((m) => m.BookingsPage)),
  },
  {
    path: 'Consultations',
    lazy: lazyPage(() =>
      import('../../features/doctor/pages/consultations-page.tsx').then((m) => m.ConsultationsPage),
    ),
  },
  {
    path: 'Inbox',
    lazy: lazyPage(() => import('../../features/doctor/pages/inbox-page.tsx').then((m) => m.InboxPage)),
  },
  {
    path: 'Medical_Folders',
    lazy: lazyPage(() =>
      import('../../features/doctor/pages/medical-folders-page.tsx').then((m) => m.MedicalFoldersPage),
    ),
  },
  {
    path: 'Settings',
    lazy: lazyPage(() =>
      import('../../features/doctor/pages/settings-layout.tsx').then((m) => m.SettingsLayout),
    ),
    children: [
      { index: true, element: <Navigate to="profile" replace /> },
      {
        path: 'profile',
        lazy: lazyPage(() =>
          import('../../features/doctor/pages/settings-profile-page.tsx').then((m) => m.SettingsProfilePage),
        ),
      },
      {
        path: 'job',
        lazy: lazyPage(() =>
          import('../../features/doctor/pages/settings-job-page.tsx').then((m) => m.SettingsJobPage),
        ),
      },
      {
        path: 'billing',
        lazy: lazyPage(() =>
          import('../../features/doctor/pages/settings-billing-page.tsx').then((m) => m.SettingsBillingPage),
        ),
      },
      {
        path: 'clinic',
        lazy: lazyPage(() =>
          import('../../features/doctor/pages/settings-clinic-page.tsx').then((m) => m.SettingsClinicPage),
        ),
      },
      {
        path: 'create-clinic',
        lazy: lazyPage(() =>
          import('../../features/doctor/pages/create-clinic-page.tsx').then((m) => m.CreateClinicPage),
        ),
      },
    ],
  },
  {
    path: '*',
    lazy: lazyPage(() => import('../../features/errors/not-found-page.tsx').then((m) => m.NotFoundPage)),
  },
];
