import { useRoutes, type RouteObject } from 'react-router-dom';
import { lazyScreen, type LazyScreen } from '@/app/lazy-screen';
import { RootLayout } from '@/app/root-layout';
import { RequirePasswordRecovery, RequireSignedIn, RequireSignedOut } from '@/app/route-guards';
import { LandingRoute } from '@/routes/landing-route';
import { NotFoundRoute } from '@/routes/not-found-route';

/**
 * Every screen but the landing and 404 pages loads on demand so `/` stays small. Each is one
 * module, `src/routes/<name>-route.tsx` for the path `/<name>`: the build gives each such path a
 * page of its own that preloads that module's chunks (build/screen-pages-plugin.ts).
 */
const lazyScreens = {
  '/auth': lazyScreen(() => import('@/routes/auth-route').then((module) => module.AuthRoute)),
  '/beta': lazyScreen(() => import('@/routes/beta-route').then((module) => module.BetaRoute)),
  '/dashboard': lazyScreen(() =>
    import('@/routes/dashboard-route').then((module) => module.DashboardRoute),
  ),
  '/account': lazyScreen(() =>
    import('@/routes/account-route').then((module) => module.AccountRoute),
  ),
  '/terms': lazyScreen(() => import('@/routes/terms-route').then((module) => module.TermsRoute)),
  '/privacy': lazyScreen(() =>
    import('@/routes/privacy-route').then((module) => module.PrivacyRoute),
  ),
  '/reset-password': lazyScreen(() =>
    import('@/routes/reset-password-route').then((module) => module.ResetPasswordRoute),
  ),
} satisfies Record<string, LazyScreen>;

type LazyPath = keyof typeof lazyScreens;
const screenAt = (path: LazyPath) => {
  const { Screen } = lazyScreens[path];
  return { path, element: <Screen /> };
};

/**
 * Loads the module of the screen at `pathname`, if it is one that loads on demand, so the first
 * render shows the screen itself rather than LOADING... and then the screen.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const screen = Object.hasOwn(lazyScreens, pathname) ? lazyScreens[pathname as LazyPath] : null;
  return screen ? screen.preload() : Promise.resolve();
}

/** Every URL of the product (spec §2, and the reset screen) with its guard. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RequireSignedOut />,
        children: [{ path: '/', element: <LandingRoute /> }, screenAt('/auth')],
      },
      {
        element: <RequireSignedIn />,
        children: [screenAt('/dashboard'), screenAt('/account')],
      },
      { element: <RequirePasswordRecovery />, children: [screenAt('/reset-password')] },
      screenAt('/beta'),
      screenAt('/terms'),
      screenAt('/privacy'),
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
