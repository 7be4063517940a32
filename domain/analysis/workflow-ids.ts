/** Stable workflow ids: starting the same work twice finds the first run instead of adding one. */
export const emailAnalysisWorkflowId = (accountId: string, messageId: string) => `email-analysis:${accountId}:${messageId}`;
export const mailSyncWorkflowId = (accountId: string) => `mail-sync:${accountId}`;
