import { Outlet } from 'react-router';
import { useNavigationEvents } from './useNavigationEvents';

/** The top of the route tree: listens for the navigation events on every page. */
export function RootRoute() {
  useNavigationEvents();
  return <Outlet />;
}
