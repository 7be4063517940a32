import { Navigate, useLocation } from 'react-router';

/**
 * /canvas, where the "auto-navigate to canvas" event leads (seed 000 §2). The automation canvas is opened
 * from the automations list (open one in the builder, or "New automation"), so /canvas takes the user
 * there rather than keeping a second list of the same automations.
 */
export function CanvasPage() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/automation', search }} replace />;
}
