/** Query keys of /enhancements (TanStack Query). */
export const planningKeys = {
  all: ['planning'] as const,
  latest: () => [...planningKeys.all, 'latest'] as const,
  plan: (planId: string) => [...planningKeys.all, 'plan', planId] as const,
  openTasks: () => [...planningKeys.all, 'open-tasks'] as const,
};
