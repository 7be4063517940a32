/** Query keys of deadline chains (TanStack Query), shaped like the calendar's. */
export const deadlineKeys = {
  all: ['deadline-chains'] as const,
  forEvent: (eventId: string) => [...deadlineKeys.all, 'event', eventId] as const,
  changes: (chainId: string) => [...deadlineKeys.all, 'changes', chainId] as const,
};
