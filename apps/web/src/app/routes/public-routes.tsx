import type { RouteObject } from 'react-router';
import { routes } from '../../lib/paths.ts';
import { RequireRole } from '../guards.tsx';
import { lazyPage } from './lazy-page.ts';

const notFound = lazyPage(() =>
  import('../../features/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
);

/** SPEC §2 route table: children of the public layout at /. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../../features/home/home-page.tsx').then((m) => m.HomePage)) },
  {
    path: routes.blogs,
    lazy: lazyPage(() => import('../layouts/blogs-layout.tsx').then((m) => m.BlogsLayout)),
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
      { path: '*', lazy: notFound },
    ],
  },
  {
    path: routes.contact,
    lazy: lazyPage(() => import('../../features/contact/contact-page.tsx').then((m) => m.ContactPage)),
  },
  {
    path: routes.about,
    lazy: lazyPage(() => import('../../features/about/about-page.tsx').then((m) => m.AboutPage)),
  },
  {
    path: routes.faq,
    lazy: lazyPage(() => import('../../features/faq/faq-page.tsx').then((m) => m.FaqPage)),
  },
  {
    path: routes.register,
    lazy: lazyPage(() =>
      import('../../features/auth/register/register-page.tsx').then((m) => m.RegisterPage),
    ),
  },
  {
    path: routes.login,
    lazy: lazyPage(() => import('../../features/auth/login/login-page.tsx').then((m) => m.LoginPage)),
  },
  {
    path: routes.recovery,
    lazy: lazyPage(() =>
      import('../../features/auth/recovery/recovery-page.tsx').then((m) => m.RecoveryPage),
    ),
  },
  {
    path: routes.search,
    lazy: lazyPage(() => import('../../features/search/search-page.tsx').then((m) => m.SearchPage)),
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
  { path: '*', lazy: notFound },
];
