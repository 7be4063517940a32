import type { ComponentType } from 'react';
import { DashboardPage } from './dashboard/DashboardPage';
import { PlanPage } from './plan/PlanPage';
import { ProfilePage } from './profile/ProfilePage';

/** Screens that exist, by route path; every other route of SCREEN_ROUTES shows <ComingSoon>. */
export const BUILT_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/dashboard': DashboardPage,
  '/profile': ProfilePage,
  '/plan-management': PlanPage,
  '/subscription': PlanPage,
};
