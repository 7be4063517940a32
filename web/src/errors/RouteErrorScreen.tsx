import { useRouteError } from 'react-router';
import { CrashScreen } from './CrashScreen';

/** The router's own error element, so errors it catches look the same as the boundary's. */
export function RouteErrorScreen() {
  return <CrashScreen error={useRouteError()} />;
}
