import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import { RequireSignedIn, RequireSignedOut } from '@/app/route-guards';
import { LandingRoute } from '@/routes/landing-route';
import { NotFoundRoute } from '@/routes/not-found-route';

// Everything but the landing and 404 pages loads on demand so `/` stays small.
const loadQueryLayout = () =>
  import('@/app/query-layout').then((module) => ({ default: module.QueryLayout }));
const loadAuthRoute = () =>
  import('@/routes/auth-route').then((module) => ({ default: module.AuthRoute }));
const loadDashboardRoute = () =>
  import('@/routes/dashboard-route').then((module) => ({ default: module.DashboardRoute }));
const loadAccountRoute = () =>
  import('@/routes/account-route').then((module) => ({ default: module.AccountRoute }));

const QueryLayout = lazy(loadQueryLayout);
const AuthRoute = lazy(loadAuthRoute);
const BetaRoute = lazy(() =>
  import('@/routes/beta-route').then((module) => ({ default: module.BetaRoute })),
);
const DashboardRoute = lazy(loadDashboardRoute);
const AccountRoute = lazy(loadAccountRoute);
const TermsRoute = lazy(() =>
  import('@/routes/terms-route').then((module) => ({ default: module.TermsRoute })),
);
const PrivacyRoute = lazy(() =>
  import('@/routes/privacy-route').then((module) => ({ default: module.PrivacyRoute })),
);

// A screen inside QueryLayout would otherwise load in two steps (the layout, then the screen,
// each a round trip on a slow network): the first screen's chunks are asked for at once.
const firstScreenLoaders: Record<string, Array<() => Promise<unknown>>> = {
  '/auth': [loadQueryLayout, loadAuthRoute],
  '/dashboard': [loadQueryLayout, loadDashboardRoute],
  '/account': [loadQueryLayout, loadAccountRoute],
};

/** Starts loading the chunks of the screen the app opens on, all together, before rendering. */
export function preloadFirstScreen(pathname: string): void {
  // A failed preload is not reported here: the screen asks again when it renders, and says so.
  for (const load of firstScreenLoaders[pathname] ?? []) void load().catch(() => {});
}

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
