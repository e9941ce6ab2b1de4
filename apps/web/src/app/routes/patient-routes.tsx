import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.tsx';

// The patient area /Patients/{id}. Each page lives in features/patient/pages/<name>-page.tsx
// and exports a named component; replace the file to build the page.

export const patientRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyPage(() =>
      import('#web/features/patient/pages/dashboard-page.tsx').then((m) => m.DashboardPage),
    ),
  },
  {
    path: 'Profile',
    element: lazyPage(() =>
      import('#web/features/patient/pages/profile-page.tsx').then((m) => m.ProfilePage),
    ),
  },
  {
    path: 'Notifications',
    element: lazyPage(
      () => import('#web/features/patient/pages/notifications-page.tsx').then((m) => m.NotificationsPage),
      ['notifications'],
    ),
  },
  {
    path: 'Appoints',
    element: lazyPage(() =>
      import('#web/features/patient/pages/appoints-page.tsx').then((m) => m.AppointsPage),
    ),
  },
  {
    path: 'Consultations',
    element: lazyPage(
      () => import('#web/features/patient/pages/consultations-page.tsx').then((m) => m.ConsultationsPage),
      ['prescriptions'],
    ),
  },
  {
    path: 'Inbox',
    element: lazyPage(
      () => import('#web/features/messaging/pages/inbox-page.tsx').then((m) => m.InboxPage),
      ['messaging'],
    ),
  },
  {
    path: 'Medical_Folders',
    children: [
      {
        index: true,
        element: lazyPage(() =>
          import('#web/features/patient/pages/medical-folders-page.tsx').then((m) => m.MedicalFoldersPage),
        ),
      },
      {
        path: 'Add',
        element: lazyPage(() =>
          import('#web/features/patient/pages/add-folder-page.tsx').then((m) => m.AddFolderPage),
        ),
      },
      {
        path: ':folderId',
        element: lazyPage(
          () => import('#web/features/patient/pages/folder-page.tsx').then((m) => m.FolderPage),
          ['trust'],
        ),
      },
    ],
  },
  {
    path: 'Relatives',
    element: lazyPage(() =>
      import('#web/features/patient/pages/relatives-page.tsx').then((m) => m.RelativesPage),
    ),
  },
  {
    path: 'Doctors-with-access',
    element: lazyPage(
      () =>
        import('#web/features/patient/pages/doctors-with-access-page.tsx').then(
          (m) => m.DoctorsWithAccessPage,
        ),
      ['trust'],
    ),
  },
  {
    path: 'Access-log',
    element: lazyPage(
      () => import('#web/features/patient/pages/access-log-page.tsx').then((m) => m.AccessLogPage),
      ['trust'],
    ),
  },
  {
    path: 'Settings',
    children: [
      { index: true, element: <Navigate to="profile" replace /> },
      {
        path: 'profile',
        element: lazyPage(
          () =>
            import('#web/features/patient/pages/settings-profile-page.tsx').then(
              (m) => m.SettingsProfilePage,
            ),
          ['account-data'],
        ),
      },
      {
        path: 'data',
        element: lazyPage(
          () => import('#web/features/patient/pages/settings-data-page.tsx').then((m) => m.SettingsDataPage),
          ['account-data'],
        ),
      },
    ],
  },
  {
    path: '*',
    element: lazyPage(() =>
      import('#web/features/errors/pages/not-found-page.tsx').then((m) => m.NotFoundPage),
    ),
  },
];
