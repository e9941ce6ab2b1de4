import type { RouteObject } from 'react-router';
import { routes } from '../../lib/paths.ts';
import { RequireRole } from '../guards.tsx';
import { lazyPage } from './lazy-page.ts';

export const notFoundRoute = lazyPage(() =>
  import('../../features/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
);

export const queryLayout = lazyPage(() => import('../layouts/query-layout.tsx').then((m) => m.QueryLayout));

/** Static pages: no server state, so no TanStack Query in their download. */
const staticRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import('../../features/home/home-page.tsx').then((m) => m.HomePage), ['home']),
  },
  {
    path: routes.blogs,
    lazy: lazyPage(() => import('../layouts/blogs-layout.tsx').then((m) => m.BlogsLayout), ['blogs']),
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('../../features/blogs/blog-list-page.tsx').then((m) => m.BlogListPage)),
      },
      {
        path: routes.blogArticle,
        lazy: lazyPage(() =>
          import('../../features/blogs/blog-article-page.tsx').then((m) => m.BlogArticlePage),
        ),
      },
      { path: '*', lazy: notFoundRoute },
    ],
  },
  {
    path: routes.about,
    lazy: lazyPage(() => import('../../features/about/about-page.tsx').then((m) => m.AboutPage), ['about']),
  },
  {
    path: routes.faq,
    lazy: lazyPage(() => import('../../features/faq/faq-page.tsx').then((m) => m.FaqPage), ['faq']),
  },
];

/** Pages that call the API. */
const serverRoutes: RouteObject[] = [
  {
    path: routes.contact,
    lazy: lazyPage(
      () => import('../../features/contact/contact-page.tsx').then((m) => m.ContactPage),
      ['contact'],
    ),
  },
  {
    path: routes.register,
    lazy: lazyPage(
      () => import('../../features/auth/register/register-page.tsx').then((m) => m.RegisterPage),
      ['auth'],
    ),
  },
  {
    path: routes.login,
    lazy: lazyPage(
      () => import('../../features/auth/login/login-page.tsx').then((m) => m.LoginPage),
      ['auth'],
    ),
  },
  {
    path: routes.recovery,
    lazy: lazyPage(
      () => import('../../features/auth/recovery/recovery-page.tsx').then((m) => m.RecoveryPage),
      ['auth'],
    ),
  },
  {
    path: routes.search,
    lazy: lazyPage(
      () => import('../../features/search/search-page.tsx').then((m) => m.SearchPage),
      ['trust'],
    ),
  },
  {
    path: routes.verify,
    lazy: lazyPage(
      () => import('../../features/prescriptions/verify-page.tsx').then((m) => m.VerifyPage),
      ['prescriptions'],
    ),
  },
  {
    path: routes.verifyForm,
    lazy: lazyPage(
      () => import('../../features/prescriptions/verify-page.tsx').then((m) => m.VerifyPage),
      ['prescriptions'],
    ),
  },
  {
    path: routes.bookDoctor,
    element: <RequireRole area="patient" />,
    children: [
      {
        index: true,
        lazy: lazyPage(() =>
          import('../../features/booking/book-a-doctor-page.tsx').then((m) => m.BookADoctorPage),
        ),
      },
    ],
  },
];

/** SPEC §2 route table: children of the public layout at /. */
export const publicRoutes: RouteObject[] = [
  ...staticRoutes,
  { lazy: queryLayout, children: serverRoutes },
  { path: '*', lazy: notFoundRoute },
];
