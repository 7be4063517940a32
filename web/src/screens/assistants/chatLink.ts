/** The chat opened with this assistant chosen. */
export const chatWithAssistant = (assistantId: string) => `/ai-assistant?assistant=${encodeURIComponent(assistantId)}`;
export const assistantPage = (assistantId: string) => `/assistants/${encodeURIComponent(assistantId)}`;
