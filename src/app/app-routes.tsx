import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import { RequireSignedIn, RequireSignedOut } from '@/app/route-guards';
import { LandingRoute } from '@/routes/landing-route';
import { NotFoundRoute } from '@/routes/not-found-route';

// Everything but the landing and 404 pages loads on demand so `/` stays small.
const QueryLayout = lazy(() =>
  import('@/app/query-layout').then((module) => ({ default: module.QueryLayout })),
);
const AuthRoute = lazy(() =>
  import('@/routes/auth-route').then((module) => ({ default: module.AuthRoute })),
);
const BetaRoute = lazy(() =>
  import('@/routes/beta-route').then((module) => ({ default: module.BetaRoute })),
);
const DashboardRoute = lazy(() =>
  import('@/routes/dashboard-route').then((module) => ({ default: module.DashboardRoute })),
);
const AccountRoute = lazy(() =>
  import('@/routes/account-route').then((module) => ({ default: module.AccountRoute })),
);
const TermsRoute = lazy(() =>
  import('@/routes/terms-route').then((module) => ({ default: module.TermsRoute })),
);
const PrivacyRoute = lazy(() =>
  import('@/routes/privacy-route').then((module) => ({ default: module.PrivacyRoute })),
);

/** Every URL of the product (spec §2) with its guard. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RequireSignedOut />,
        children: [
          { path: '/', element: <LandingRoute /> },
          { element: <QueryLayout />, children: [{ path: '/auth', element: <AuthRoute /> }] },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            element: <QueryLayout />,
            children: [
              { path: '/dashboard', element: <DashboardRoute /> },
              { path: '/account', element: <AccountRoute /> },
            ],
          },
        ],
      },
      { path: '/beta', element: <BetaRoute /> },
      { path: '/terms', element: <TermsRoute /> },
      { path: '/privacy', element: <PrivacyRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * Renders the screen for the current URL. Declarative routing (not the data router) on purpose:
 * the app loads no data per route, and the data router would add ~15 KB to `/`.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
