/** Where each kind of item opens in the workspace (the screens keep their state in the URL). */

const enc = encodeURIComponent;

export const itemLinks = {
  mailMessage: (accountId: string, folder: string, messageId: string) => `/email/folder/${enc(accountId)}/${enc(folder)}/${enc(messageId)}`,
  /** The calendar's day view on the event's day ('YYYY-MM-DD' in the person's zone), the event open. */
  calendarEvent: (eventId: string, day: string) => `/calendar?view=day&date=${enc(day)}&event=${enc(eventId)}`,
  calendarDay: (day: string) => `/calendar?view=day&date=${enc(day)}`,
  task: (taskId: string) => `/tasks?task=${enc(taskId)}`,
  automation: (automationId: string) => `/automation/${enc(automationId)}`,
  automationRun: (automationId: string, runId: string) => `/automation/${enc(automationId)}/runs/${enc(runId)}`,
  knowledgeDocument: (documentId: string) => `/knowledge?document=${enc(documentId)}`,
  conversation: (conversationId: string) => `/ai-assistant/c/${enc(conversationId)}`,
  notebook: (notebookId: string) => `/notebooks/${enc(notebookId)}`,
  audit: () => '/audit',
} as const;
