import { createBrowserRouter, Navigate } from 'react-router';
import { withRecoverableLazyRoutes } from '@/features/errors/recoverable-lazy';
import { Redirector } from './guards/redirector';
import { RequireAuth } from './guards/require-auth';
import { NotFoundPage } from './not-found-page';
import { protectedRoutes } from './protected-routes';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const meta = (title: string, description: string) => ({ meta: { title, description } });

export function createRouter() {
  // A page chunk that fails to load reaches the page's error boundary, whose retry loads it again.
  return createBrowserRouter(
    withRecoverableLazyRoutes([
      {
        element: <RootLayout />,
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            element: <Redirector />,
            handle: meta('Edgelog', 'Edgelog is a free, self-hostable trading journal and analytics app.'),
          },
          {
            path: 'about',
            handle: meta('About', 'What Edgelog is, what it does for a trader, and how your data is kept.'),
            lazy: () => import('@/features/legal/about-page').then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: 'privacy-policy',
            handle: meta(
              'Privacy policy',
              'What Edgelog stores about you, where it is kept, and how to export or delete it.',
            ),
            lazy: () =>
              import('@/features/legal/privacy-policy-page').then((m) => ({
                Component: m.PrivacyPolicyPage,
              })),
          },
          {
            path: 'auth',
            handle: meta('Sign in', 'Sign in to Edgelog, create an account, or reset your password.'),
            lazy: () => import('@/features/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
          },
          { path: 'add-trade', element: <Navigate to="/trades/new" replace /> },
          {
            element: <RequireAuth />,
            children: [
              {
                lazy: () => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout })),
                children: protectedRoutes,
              },
            ],
          },
          {
            path: '*',
            element: <NotFoundPage />,
            handle: meta('Page not found', 'This page does not exist.'),
          },
        ],
      },
    ]),
  );
}
