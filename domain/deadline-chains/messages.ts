/** Texts the deadline-chain routes answer with. */
export const CHAIN_NOT_FOUND = 'Deadline chain not found';
export const DEADLINE_NOT_FOUND = 'Deadline not found';
export const NO_PENDING_RESCHEDULE = 'There is no reschedule waiting for this chain.';
export const NO_CASE_NUMBER_TO_REMEMBER = 'This hearing has no case number, so its acceptance cannot be remembered for the matter.';
export const CHAIN_DISMISSED = 'This chain was dismissed; nothing in it can be accepted.';
export const UNKNOWN_RULES = (ruleIds: readonly string[]) => `This chain has no deadline for: ${ruleIds.join(', ')}.`;
export const DISMISSED_DEADLINE_EDIT = 'A dismissed deadline cannot be edited.';
export const CHAIN_QUERY_NEEDED = 'Give eventId, caseNumber, or accountId with messageId.';
export const NOTICE_QUERY_NEEDS_BOTH = 'Give accountId and messageId together.';
