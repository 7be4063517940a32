import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  AUTONOMOUS_NAVIGATION_EVENT,
  AUTO_NAVIGATE_TO_CANVAS_EVENT,
  CANVAS_ROUTE,
  parseAutonomousNavigation,
  shouldNavigateToCanvas,
} from '../../../domain/navigation';

/**
 * The two window events of seed 000 §2:
 * "auto-navigate-to-canvas" goes to /canvas unless already there;
 * "autonomous-navigation" (CustomEvent, detail { route, reason }) goes to detail.route.
 */
export function useNavigationEvents(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const toCanvas = () => {
      if (shouldNavigateToCanvas(pathname)) void navigate(CANVAS_ROUTE);
    };
    const autonomous = (event: Event) => {
      const target = parseAutonomousNavigation((event as CustomEvent<unknown>).detail);
      if (target) void navigate(target.route);
    };
    window.addEventListener(AUTO_NAVIGATE_TO_CANVAS_EVENT, toCanvas);
    window.addEventListener(AUTONOMOUS_NAVIGATION_EVENT, autonomous);
    return () => {
      window.removeEventListener(AUTO_NAVIGATE_TO_CANVAS_EVENT, toCanvas);
      window.removeEventListener(AUTONOMOUS_NAVIGATION_EVENT, autonomous);
    };
  }, [navigate, pathname]);
}
