import type { RouteObject } from 'react-router';
import { routes } from '#web/lib/paths.ts';
import { RequireRole } from '../guards.tsx';
import { lazyPage } from './lazy-page.tsx';

const notFound = lazyPage(() =>
  import('#web/features/errors/pages/not-found-page.tsx').then((m) => m.NotFoundPage),
);

/** What a signed-in user sees on an area their account does not open (the other role's). */
export const notForThisAccount = lazyPage(
  () =>
    import('#web/features/auth/wrong-account/not-for-this-account-page.tsx').then(
      (m) => m.NotForThisAccountPage,
    ),
  ['auth'],
);

export const queryLayout = lazyPage(() => import('../layouts/query-layout.tsx').then((m) => m.QueryLayout));

/** Static pages: no server state, so no TanStack Query in their download. */
const staticRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyPage(
      () => import('#web/features/home/pages/home-page.tsx').then((m) => m.HomePage),
      ['home'],
    ),
  },
  {
    path: routes.blogs,
    element: lazyPage(() => import('../layouts/blogs-layout.tsx').then((m) => m.BlogsLayout), ['blogs']),
    children: [
      {
        index: true,
        element: lazyPage(() =>
          import('#web/features/blogs/pages/blog-list-page.tsx').then((m) => m.BlogListPage),
        ),
      },
      {
        path: routes.blogArticle,
        element: lazyPage(() =>
          import('#web/features/blogs/pages/blog-article-page.tsx').then((m) => m.BlogArticlePage),
        ),
      },
      { path: '*', element: notFound },
    ],
  },
  {
    path: routes.about,
    element: lazyPage(
      () => import('#web/features/about/pages/about-page.tsx').then((m) => m.AboutPage),
      ['about'],
    ),
  },
  {
    path: routes.faq,
    element: lazyPage(() => import('#web/features/faq/pages/faq-page.tsx').then((m) => m.FaqPage), ['faq']),
  },
];

/** Pages that call the API. */
const serverRoutes: RouteObject[] = [
  {
    path: routes.contact,
    element: lazyPage(
      () => import('#web/features/contact/pages/contact-page.tsx').then((m) => m.ContactPage),
      ['contact'],
    ),
  },
  {
    path: routes.register,
    element: lazyPage(
      () => import('#web/features/auth/register/register-page.tsx').then((m) => m.RegisterPage),
      ['auth'],
    ),
  },
  {
    path: routes.login,
    element: lazyPage(
      () => import('#web/features/auth/login/login-page.tsx').then((m) => m.LoginPage),
      ['auth'],
    ),
  },
  {
    path: routes.assistantJoin,
    element: lazyPage(
      () =>
        import('#web/features/auth/assistant-join/assistant-join-page.tsx').then((m) => m.AssistantJoinPage),
      ['auth'],
    ),
  },
  {
    path: routes.recovery,
    element: lazyPage(
      () => import('#web/features/auth/recovery/recovery-page.tsx').then((m) => m.RecoveryPage),
      ['auth'],
    ),
  },
  {
    // Signed-in only: the page sends anyone else to the sign-in.
    path: 'Verify-contacts',
    element: lazyPage(
      () =>
        import('#web/features/account-verification/pages/verify-contacts-page.tsx').then(
          (m) => m.VerifyContactsPage,
        ),
      ['auth'],
    ),
  },
  {
    path: routes.search,
    element: lazyPage(
      () => import('#web/features/search/search-page.tsx').then((m) => m.SearchPage),
      ['trust'],
    ),
  },
  {
    path: routes.doctors,
    element: lazyPage(
      () => import('#web/features/doctors/doctors-page.tsx').then((m) => m.DoctorsPage),
      ['trust'],
    ),
  },
  {
    path: routes.verify,
    element: lazyPage(
      () => import('#web/features/prescriptions/pages/verify-page.tsx').then((m) => m.VerifyPage),
      ['prescriptions'],
    ),
  },
  {
    path: routes.verifyForm,
    element: lazyPage(
      () => import('#web/features/prescriptions/pages/verify-page.tsx').then((m) => m.VerifyPage),
      ['prescriptions'],
    ),
  },
  {
    // Open to visitors: an account is made inside the booking.
    path: routes.bookDoctor,
    children: [
      {
        index: true,
        element: lazyPage(
          () => import('#web/features/booking/book-a-doctor-page.tsx').then((m) => m.BookADoctorPage),
          ['visits', 'auth'],
        ),
      },
      {
        path: routes.booked,
        element: <RequireRole area="patient" refused={notForThisAccount} />,
        children: [
          {
            index: true,
            element: lazyPage(
              () => import('#web/features/booking/booked-page.tsx').then((m) => m.BookedPage),
              ['visits'],
            ),
          },
        ],
      },
    ],
  },
];

/** The route table: children of the public layout at /. */
export const publicRoutes: RouteObject[] = [
  ...staticRoutes,
  { element: queryLayout, children: serverRoutes },
  { path: '*', element: notFound },
];
