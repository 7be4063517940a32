import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LOGIN_FROM_PARAM, loginRedirectTarget } from '../../../domain/navigation';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { useSession } from './sessionContext';

/** Wraps the /auth/* pages: a signed-in user goes on to where they came from, else the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const [searchParams] = useSearchParams();

  if (state.status === 'loading') return <FullScreenSpinner text="Authenticating..." />;
  if (state.status === 'authenticated') {
    return <Navigate to={loginRedirectTarget(searchParams.get(LOGIN_FROM_PARAM))} replace />;
  }
  return children;
}
