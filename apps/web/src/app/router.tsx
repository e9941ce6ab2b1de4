import {
  createBrowserRouter,
  type DataRouteObject,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  ScrollRestoration,
} from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { routes } from '../lib/paths.ts';
import { RequireRole, RequireSignedIn, RoleRedirect } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyPage } from './routes/lazy-page.ts';
import { publicRoutes, queryLayout } from './routes/public-routes.tsx';

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const PATIENT_AREA = 'patient-area';
const DOCTOR_AREA = 'doctor-area';

/**
 * SPEC §2 route table. Matching is case-insensitive (React Router's default without
 * `caseSensitive`), so /login and /Login, /book-a-doctor/1 and /Book-a-doctor/1 all match.
 * Every page is lazy: public pages never download patient or doctor code, and the two areas'
 * route tables join the router on the first visit there (`patchRoutesOnNavigation`).
 */
export const appRoutes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', Component: PublicLayout, children: publicRoutes },
      { path: routes.patientRedirect, element: <RoleRedirect area="patient" /> },
      { id: PATIENT_AREA, path: routes.patientArea, element: <RequireRole area="patient" /> },
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
      { id: DOCTOR_AREA, path: routes.doctorArea, element: <RequireRole area="doctor" /> },
    ],
  },
];

/** Adds an area's routes the first time a path inside it is matched (the area route has no children yet). */
export const discoverAreaRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const area = matches.find((m) => m.route.id === PATIENT_AREA || m.route.id === DOCTOR_AREA)?.route;
  if (!area || (area as DataRouteObject).children?.length) return;
  const tables = await import('./routes/area-routes.tsx');
  if (area.id === PATIENT_AREA) patch(PATIENT_AREA, tables.patientAreaRoutes);
  else patch(DOCTOR_AREA, tables.doctorAreaRoutes);
};

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: discoverAreaRoutes });
}
