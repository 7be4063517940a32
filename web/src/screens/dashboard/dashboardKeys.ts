/** Query keys of the dashboard: one query, invalidated by the live events that change any of its parts. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};
