/** Query keys of deadline chains (TanStack Query), shaped like the calendar's. */
export const deadlineKeys = {
  all: ['deadline-chains'] as const,
  forEvent: (eventId: string) => [...deadlineKeys.all, 'event', eventId] as const,
  /** The chains proposed from one analysed notice (the mail screen's analysis panel). */
  forNotice: (accountId: string, messageId: string) => [...deadlineKeys.all, 'notice', accountId, messageId] as const,
  /** Chains waiting for the person to accept or decline them (the Audit Queue's "Deadlines to review"). */
  waiting: () => [...deadlineKeys.all, 'waiting'] as const,
  changes: (chainId: string) => [...deadlineKeys.all, 'changes', chainId] as const,
};
