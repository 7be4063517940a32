import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import {
  AUTH_CALLBACK_ROUTE,
  LEGACY_LOGIN_ROUTE,
  LOGIN_ROUTE,
  REDIRECTS,
  SCREEN_ROUTES,
  UNKNOWN_PATH_REDIRECT,
  type ScreenRoute,
} from '../../domain/navigation';
import { RedirectIfSignedIn } from './auth/RedirectIfSignedIn';
import { RequireAuth } from './auth/RequireAuth';
import { StandalonePage } from './components/StandalonePage';
import { RouteErrorScreen } from './errors/RouteErrorScreen';
import { AppLayout } from './layout/AppLayout';
import { RootRoute } from './navigation/RootRoute';
import { AuthCallbackPage } from './screens/auth-callback/AuthCallbackPage';
import { BUILT_SCREENS } from './screens/builtScreens';
import { ComingSoon } from './screens/coming-soon/ComingSoon';
import { LoginPage } from './screens/login/LoginPage';

function screenElement(screen: ScreenRoute) {
  const Built = BUILT_SCREENS[screen.path];
  return Built ? <Built /> : <ComingSoon screen={screen} />;
}

const signInPage = (
  <RedirectIfSignedIn>
    <LoginPage />
  </RedirectIfSignedIn>
);

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: LOGIN_ROUTE, element: signInPage },
      { path: LEGACY_LOGIN_ROUTE, element: signInPage },
      { path: AUTH_CALLBACK_ROUTE, element: <AuthCallbackPage /> },
      ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      ...SCREEN_ROUTES.filter((screen) => !screen.requiresAuth).map((screen) => ({
        path: screen.path,
        element: <StandalonePage>{screenElement(screen)}</StandalonePage>,
      })),
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: SCREEN_ROUTES.filter((screen) => screen.requiresAuth).map((screen) => ({
          path: screen.path,
          element: screenElement(screen),
        })),
      },
      { path: '*', element: <Navigate to={UNKNOWN_PATH_REDIRECT} replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
