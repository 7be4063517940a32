import { Navigate } from 'react-router';
import { DEFAULT_ROUTE, LOGIN_ROUTE } from '../../../../domain/navigation';
import { useSession } from '../../auth/sessionContext';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';

/** Return point of the sign-in provider: waits for the session, then moves on. */
export function AuthCallbackPage() {
  const { state } = useSession();
  if (state.status === 'loading') return <FullScreenSpinner text="Authenticating..." />;
  return <Navigate to={state.status === 'authenticated' ? DEFAULT_ROUTE : LOGIN_ROUTE} replace />;
}
