import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LEGACY_LOGIN_ROUTE, loginPathFor } from '../../../domain/navigation';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { useSession } from './sessionContext';

/** Renders its children only for a signed-in user. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();

  switch (state.status) {
    case 'loading':
      return <FullScreenSpinner text="Authenticating..." />;
    case 'authenticated':
      return children;
    case 'signedOut':
      return <Navigate to={LEGACY_LOGIN_ROUTE} replace />;
    case 'anonymous':
      return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
}
