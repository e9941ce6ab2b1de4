import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { routes } from '../lib/paths.ts';
import { RequireRole, RequireSignedIn, RoleRedirect } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { doctorRoutes } from './routes/doctor-routes.tsx';
import { lazyPage } from './routes/lazy-page.ts';
import { patientRoutes } from './routes/patient-routes.tsx';
import { publicRoutes, queryLayout } from './routes/public-routes.tsx';

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * SPEC §2 route table. Matching is case-insensitive (React Router's default without
 * `caseSensitive`), so /login and /Login, /book-a-doctor/1 and /Book-a-doctor/1 all match.
 * Every page is lazy: public pages never download patient or doctor code.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', Component: PublicLayout, children: publicRoutes },
      { path: routes.patientRedirect, element: <RoleRedirect area="patient" /> },
      {
        path: routes.patientArea,
        element: <RequireRole area="patient" />,
        children: [
          {
            lazy: queryLayout,
            children: [
              {
                lazy: lazyPage(
                  () => import('./layouts/patient-layout.tsx').then((m) => m.PatientLayout),
                  ['dashboard', 'trust', 'messaging', 'notifications'],
                ),
                children: patientRoutes,
              },
            ],
          },
        ],
      },
      {
        path: routes.adminSetPassword,
        lazy: lazyPage(
          () => import('../features/admin/pages/set-password-page.tsx').then((m) => m.SetPasswordPage),
          ['admin'],
        ),
      },
      {
        path: routes.admin,
        lazy: queryLayout,
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('../features/admin/pages/admin-page.tsx').then((m) => m.AdminPage),
              ['admin'],
            ),
          },
        ],
      },
      {
        path: routes.visit,
        element: <RequireSignedIn />,
        children: [
          {
            lazy: queryLayout,
            children: [
              {
                index: true,
                lazy: lazyPage(
                  () => import('../features/visits/visit-page.tsx').then((m) => m.VisitPage),
                  ['visits'],
                ),
              },
            ],
          },
        ],
      },
      { path: routes.doctorRedirect, element: <RoleRedirect area="doctor" /> },
      {
        path: routes.doctorArea,
        element: <RequireRole area="doctor" />,
        children: [
          {
            lazy: queryLayout,
            children: [
              {
                lazy: lazyPage(
                  () => import('./layouts/doctor-layout.tsx').then((m) => m.DoctorLayout),
                  ['dashboard', 'messaging', 'notifications'],
                ),
                children: doctorRoutes,
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
