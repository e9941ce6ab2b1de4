import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.tsx';

const DOCTOR_NS = ['doctor'] as const;

// The doctor area /Doctores/{id}. Each page lives in features/doctor/pages/<name>-page.tsx
// and exports a named component; replace the file to build the page.

export const doctorRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyPage(
      () => import('#web/features/doctor/pages/agenda-page.tsx').then((m) => m.AgendaPage),
      [...DOCTOR_NS, 'visits'],
    ),
  },
  {
    path: 'Agenda',
    element: lazyPage(
      () => import('#web/features/doctor/pages/agenda-page.tsx').then((m) => m.AgendaPage),
      [...DOCTOR_NS, 'visits'],
    ),
  },
  {
    path: 'Hours',
    element: lazyPage(
      () => import('#web/features/doctor/pages/hours-page.tsx').then((m) => m.HoursPage),
      DOCTOR_NS,
    ),
  },
  {
    path: 'Phone-booking',
    element: lazyPage(
      () => import('#web/features/doctor/pages/phone-booking-page.tsx').then((m) => m.PhoneBookingPage),
      DOCTOR_NS,
    ),
  },
  {
    path: 'Overview',
    element: lazyPage(
      () => import('#web/features/doctor/pages/overview-page.tsx').then((m) => m.OverviewPage),
      DOCTOR_NS,
    ),
  },
  {
    path: 'Patients',
    element: lazyPage(
      () => import('#web/features/doctor/pages/patients-page.tsx').then((m) => m.PatientsPage),
      DOCTOR_NS,
    ),
  },
  {
    path: 'Patients/:patientId',
    element: lazyPage(
      () => import('#web/features/doctor/pages/patient-record-page.tsx').then((m) => m.PatientRecordPage),
      [...DOCTOR_NS, 'prescriptions'],
    ),
  },
  {
    path: 'Appoints',
    element: lazyPage(
      () => import('#web/features/doctor/pages/appoints-page.tsx').then((m) => m.AppointsPage),
      DOCTOR_NS,
    ),
  },
  {
    path: 'Bookings',
    element: lazyPage(
      () => import('#web/features/doctor/pages/bookings-page.tsx').then((m) => m.BookingsPage),
      DOCTOR_NS,
    ),
  },
  {
    path: 'Consultations',
    element: lazyPage(
      () => import('#web/features/doctor/pages/consultations-page.tsx').then((m) => m.ConsultationsPage),
      [...DOCTOR_NS, 'prescriptions'],
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
    path: 'Notifications',
    element: lazyPage(
      () => import('#web/features/doctor/pages/notifications-page.tsx').then((m) => m.NotificationsPage),
      [...DOCTOR_NS, 'notifications'],
    ),
  },
  {
    path: 'Medical_Folders',
    element: lazyPage(
      () => import('#web/features/doctor/pages/medical-folders-page.tsx').then((m) => m.MedicalFoldersPage),
      DOCTOR_NS,
    ),
  },
  {
    path: 'Settings',
    element: lazyPage(
      () => import('#web/features/doctor/pages/settings-layout.tsx').then((m) => m.SettingsLayout),
      DOCTOR_NS,
    ),
    children: [
      { index: true, element: <Navigate to="profile" replace /> },
      {
        path: 'profile',
        element: lazyPage(
          () =>
            import('#web/features/doctor/pages/settings-profile-page.tsx').then((m) => m.SettingsProfilePage),
          DOCTOR_NS,
        ),
      },
      {
        path: 'job',
        element: lazyPage(
          () => import('#web/features/doctor/pages/settings-job-page.tsx').then((m) => m.SettingsJobPage),
          DOCTOR_NS,
        ),
      },
      {
        path: 'billing',
        element: lazyPage(
          () =>
            import('#web/features/doctor/pages/settings-billing-page.tsx').then((m) => m.SettingsBillingPage),
          DOCTOR_NS,
        ),
      },
      {
        path: 'clinic',
        element: lazyPage(
          () =>
            import('#web/features/doctor/pages/settings-clinic-page.tsx').then((m) => m.SettingsClinicPage),
          DOCTOR_NS,
        ),
      },
      {
        path: 'assistants',
        element: lazyPage(
          () =>
            import('#web/features/doctor/pages/settings-assistants-page.tsx').then(
              (m) => m.SettingsAssistantsPage,
            ),
          DOCTOR_NS,
        ),
      },
      {
        path: 'account',
        element: lazyPage(
          () =>
            import('#web/features/doctor/pages/settings-account-page.tsx').then((m) => m.SettingsAccountPage),
          DOCTOR_NS,
        ),
      },
      {
        path: 'create-clinic',
        element: lazyPage(
          () => import('#web/features/doctor/pages/create-clinic-page.tsx').then((m) => m.CreateClinicPage),
          DOCTOR_NS,
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
