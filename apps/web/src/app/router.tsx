import { type ReactElement, Suspense } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { routes } from '../lib/paths.ts';
import { RequireRole, RequireSignedIn, RoleRedirect } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyPage, useLazyRoutes } from './routes/lazy-page.tsx';
import { notForThisAccount, publicRoutes, queryLayout } from './routes/public-routes.tsx';
import { DocumentTitle } from './routes/document-title.tsx';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';
import { ScrollRestoration } from './routes/scroll-restoration.tsx';

/**
 * An area's own route table takes what follows its root, and the root itself: a splat route does
 * not match an empty rest, so the root (its index page) needs a route of its own.
 */
function areaTable(area: ReactElement): RouteObject[] {
  return [
    { index: true, element: area },
    { path: '*', element: area },
  ];
}

/** The areas' pages have frames of their own: the refusal takes the public pages' frame. */
const refused = <PublicLayout>{notForThisAccount}</PublicLayout>;

/**
 * The route table. Matching is case-insensitive (React Router's default without
 * `caseSensitive`), so /login and /Login, /book-a-doctor/1 and /Book-a-doctor/1 all match.
 * Every page is lazy: public pages never download patient or doctor code, and the two areas'
 * route tables download on the first visit there (`routes/area-routes.tsx`).
 */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <PublicLayout />, children: publicRoutes },
  { path: routes.patientRedirect, element: <RoleRedirect area="patient" refused={refused} /> },
  {
    path: routes.patientArea,
    element: <RequireRole area="patient" refused={refused} idInAddress />,
    children: areaTable(lazyPage(() => import('./routes/area-routes.tsx').then((m) => m.PatientArea))),
  },
  {
    path: routes.adminSetPassword,
    element: lazyPage(
      () => import('../features/admin/pages/set-password-page.tsx').then((m) => m.SetPasswordPage),
      ['admin'],
    ),
  },
  {
    path: routes.admin,
    element: queryLayout,
    children: [
      {
        index: true,
        element: lazyPage(
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
        element: queryLayout,
        children: [
          {
            index: true,
            element: lazyPage(
              () => import('../features/visits/pages/visit-page.tsx').then((m) => m.VisitPage),
              ['visits', 'prescriptions'],
            ),
          },
        ],
      },
    ],
  },
  { path: routes.doctorRedirect, element: <RoleRedirect area="doctor" refused={refused} /> },
  {
    path: routes.doctorArea,
    element: <RequireRole area="doctor" refused={refused} idInAddress />,
    children: areaTable(lazyPage(() => import('./routes/area-routes.tsx').then((m) => m.DoctorArea))),
  },
];

/**
 * The app's pages at the current location: a page still downloading keeps the previous one on
 * screen (navigations are transitions) or, on the first render, shows the loading screen.
 */
export function AppRoutes() {
  const pages = useLazyRoutes(appRoutes, useLocation().pathname);
  return (
    <>
      <ScrollRestoration />
      <DocumentTitle />
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>{pages}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}
