import { CITED, MATTER_PASSAGE, UNIQUE_WORD, type WallSeed } from './matter-wall-seed';
import type { TestApp } from '../support/test-app';

/** What the matter-wall route test knows of each route: the ids and queries GET routes need, and which POST routes read. */

export type Ids = Record<string, string>;

/** Routes whose answer is a stream that stays open: read for a moment, then closed. */
export const STREAMING = new Set(['GET /api/live', 'GET /api/chat/messages/{messageId}/stream']);

/**
 * GET routes that answer with the matter's data without naming it, on purpose. Each is asserted to do so, so the
 * list stays true.
 */
export const EXEMPT: Record<string, string> = {
  // The owner's account export (Settings → Data) is their copy of everything they hold, matters included; leaving
  // matters out would make it incomplete. It reads the knowledge tables through the wall, one scope at a time
  // (api/knowledge/account-export-documents.ts), and it reads no passages for an AI.
  'GET /api/account/export': '?format=json',
};

/** Query strings a GET route needs beyond its path (required parameters), by route. */
export const REQUIRED_QUERY: Record<string, (ids: Ids) => string> = {
  'GET /api/mail/accounts/{accountId}/messages': () => `pageSize=50&search=${UNIQUE_WORD}`,
  'GET /api/calendar/events': () => `timeMin=2020-01-01T00:00:00.000Z&timeMax=2035-01-01T00:00:00.000Z&maxResults=250`,
  'GET /api/audit': () => 'limit=100',
  'GET /api/search': () => `q=${UNIQUE_WORD}&limit=20`,
};

/** The id for a path parameter; undefined when the test has none (the route then fails the test, by name). */
function paramValue(path: string, name: string, ids: Ids): string | undefined {
  const under = (prefix: string) => path.startsWith(prefix);
  switch (name) {
    case 'messageId':
      return under('/api/mail/') ? ids.mailMessageId : under('/api/chat/') ? ids.chatMessageId : under('/api/teams/') ? ids.teamMessageId : undefined;
    case 'templateId':
      return under('/api/swarm-templates/') ? ids.swarmTemplateId : undefined;
    case 'itemId':
      return path.endsWith('/content') ? ids.driveFileId : ids.driveItemId;
    case 'id':
      if (under('/api/automations/')) return ids.automationId;
      if (under('/api/assistants/')) return ids.assistantId;
      if (under('/api/legal/cases/searches/')) return ids.caseSearchId;
      if (under('/api/legal/styles/')) return ids.styleId;
      if (under('/api/legal/documents/')) return ids.legalDocumentId;
      return undefined;
    case 'matterId':
      return ids.namedMatterId;
    default:
      return ids[name];
  }
}

/**
 * POST routes that read and answer with data (searches, checks, AI answers), each with a request naming no
 * matter. Ids in bodies are the general ones, except where the probe is the matter's own document id.
 */
export const POST_READS: Record<string, (ids: Ids, seed: WallSeed) => unknown> = {
  'POST /api/knowledge/search': () => ({ query: UNIQUE_WORD }),
  'POST /api/knowledge/match-documents': () => ({ query: UNIQUE_WORD, matchThreshold: 0 }),
  'POST /api/knowledge/search-by-content': () => ({ query: UNIQUE_WORD, threshold: 0 }),
  'POST /api/legal/citations/check': () => ({ text: `The award ignores ${CITED}.` }),
  'POST /api/legal/citations/extract': () => ({ text: `The award ignores ${CITED}.` }),
  'POST /api/legal/documents/{id}/citations/check': () => ({}),
  'POST /api/legal/documents/{id}/style-check': (ids) => ({ styleId: ids.styleId }),
  'POST /api/legal/documents/generate': (ids) => ({ templateId: ids.templateId, instructions: MATTER_PASSAGE, fields: { applicant: 'Ana Ruiz' }, useContext: true }),
  'POST /api/legal/cases/search': () => ({ query: 'apportionment lumbar spine' }),
  'POST /api/legal/styles/analyze': () => ({ text: 'We believe the Board erred because the record lacks substantial evidence. Therefore, we ask for reconsideration.' }),
  'POST /api/chat/conversations': (_ids, seed) => ({ documentIds: [seed.matterDocumentId] }),
  'POST /api/chat/conversations/{conversationId}/documents': (_ids, seed) => ({ documentId: seed.matterDocumentId }),
  'POST /api/chat/conversations/{conversationId}/messages': () => ({ content: `What happened at the deposition? ${MATTER_PASSAGE}` }),
  'POST /api/notebooks/{notebookId}/blocks/{blockId}/analyze': () => ({}),
  'POST /api/ai/generate-text': () => ({ prompt: `Summarise: ${MATTER_PASSAGE}` }),
  'POST /api/ai/analyze': () => ({ text: MATTER_PASSAGE, type: 'summary' }),
  'POST /api/ai/tags': () => ({ text: MATTER_PASSAGE }),
  'POST /api/ai/topics': () => ({ text: MATTER_PASSAGE }),
  'POST /api/agents/{agentId}/trial': () => ({ sample: `Subject: Deposition\n\n${MATTER_PASSAGE}` }),
  'POST /api/calendar/command': () => ({ text: 'deposition tomorrow at 9' }),
  'POST /api/calendar/suggest-times': () => ({ title: 'Deposition', durationMinutes: 60 }),
  'POST /api/planning/optimise': (ids) => ({ taskIds: [ids.taskId] }),
  'POST /api/tasks/{taskId}/enhance': () => ({}),
  'POST /api/tasks/{taskId}/estimate': () => ({}),
  'POST /api/learning/check': () => ({}),
  'POST /api/automations/draft': () => ({ description: `When a deposition notice arrives, ${MATTER_PASSAGE}` }),
  'POST /api/health/probe': () => undefined,
};

/** POST routes that change state; their replies echo what was sent or written, never a knowledge document. */
export const POST_WRITES = new Set([
  'POST /api/auth/signup', 'POST /api/auth/login', 'POST /api/auth/logout',
  'POST /api/mail/accounts/{accountId}/labels', 'POST /api/mail/accounts/{accountId}/demo/receive', 'POST /api/mail/accounts/{accountId}/messages/read',
  'POST /api/mail/accounts/{accountId}/messages/trash', 'POST /api/mail/accounts/{accountId}/messages/{messageId}/labels', 'POST /api/mail/accounts/{accountId}/messages/{messageId}/move',
  'POST /api/mail/accounts/{accountId}/messages/{messageId}/archive', 'POST /api/mail/accounts/{accountId}/send', 'POST /api/mail/accounts/{accountId}/messages/{messageId}/analyse',
  'POST /api/mail/accounts/{accountId}/drafts', 'POST /api/mail/drafts/{draftId}/send', 'POST /api/mail/attachments', 'POST /api/mail/accounts/imap',
  'POST /api/calendar/events', 'POST /api/calendar/events/{eventId}/conflict/accept', 'POST /api/calendar/events/{eventId}/conflict/dismiss', 'POST /api/tasks/{taskId}/event',
  'POST /api/calendar/events/{eventId}/task', 'POST /api/calendar/sources', 'POST /api/calendar/feed',
  'POST /api/swarms', 'POST /api/agents', 'POST /api/agents/{agentId}/activate', 'POST /api/agents/{agentId}/deactivate', 'POST /api/agents/{agentId}/actions',
  'POST /api/audit/{auditId}/approve', 'POST /api/audit/{auditId}/reject', 'POST /api/audit/decisions',
  'POST /api/automations', 'POST /api/automations/{id}/versions', 'POST /api/automations/{id}/versions/{version}/restore', 'POST /api/automations/import',
  'POST /api/automations/{id}/runs', 'POST /api/automation-runs/{runId}/cancel', 'POST /api/automation-runs/{runId}/retry', 'POST /api/automations/{id}/webhook/rotate',
  'POST /api/hooks/automations/{id}', 'POST /api/automation-rules',
  'POST /api/tasks', 'POST /api/tasks/{taskId}/start', 'POST /api/tasks/{taskId}/complete', 'POST /api/tasks/{taskId}/cancel', 'POST /api/tasks/quick-add',
  'POST /api/tasks/{taskId}/move', 'POST /api/tasks/bulk', 'POST /api/task-templates', 'POST /api/task-templates/{templateId}/tasks', 'POST /api/account/password',
  'POST /api/planning/plans', 'POST /api/planning/plans/{planId}/accept', 'POST /api/planning/plans/{planId}/dismiss',
  'POST /api/deadline-chains/{chainId}/accept', 'POST /api/deadline-chains/{chainId}/dismiss', 'POST /api/deadline-chains/{chainId}/reschedule/apply',
  'POST /api/deadline-chains/{chainId}/reschedule/discard',
  // Knowledge writes: each names the folder (and so the matter) it writes to, or the matter in its query.
  'POST /api/knowledge/folders', 'POST /api/knowledge/documents', 'POST /api/knowledge/documents/{documentId}/retry', 'POST /api/knowledge/documents/upload',
  'POST /api/knowledge/documents/from-mail', 'POST /api/knowledge/documents/from-drive',
  'POST /api/drive/folders', 'POST /api/drive/items/{itemId}/restore', 'POST /api/drive/files',
  'POST /api/assistants', 'POST /api/assistants/{id}/avatar', 'POST /api/assistant-store/{catalogueId}/install', 'POST /api/profile/avatar',
  'POST /api/chat/conversations/cleanup', 'POST /api/chat/messages/{messageId}/stop', 'POST /api/chat/messages/{messageId}/regenerate',
  'POST /api/assistant-triggers', 'POST /api/notifications/{notificationId}/read', 'POST /api/notifications/read-all', 'POST /api/sticky-notes',
  'POST /api/notebooks', 'POST /api/notebooks/import', 'POST /api/notebooks/{notebookId}/sections', 'POST /api/notebooks/{notebookId}/sections/{sectionId}/blocks',
  'POST /api/notebooks/{notebookId}/blocks/{blockId}/move', 'POST /api/notebooks/{notebookId}/blocks/{blockId}/suggested-tasks/{suggestionId}/accept',
  'POST /api/notebooks/{notebookId}/blocks/{blockId}/suggested-events/{suggestionId}/accept',
  'POST /api/teams', 'POST /api/teams/{teamId}/pages', 'POST /api/teams/{teamId}/pages/{pageId}/read', 'POST /api/teams/{teamId}/members',
  'POST /api/teams/{teamId}/pages/{pageId}/members', 'POST /api/teams/{teamId}/pages/{pageId}/messages', 'POST /api/teams/{teamId}/directs/{userId}/messages',
  'POST /api/teams/{teamId}/directs/{userId}/read', 'POST /api/teams/{teamId}/invitations', 'POST /api/teams/invitations/{token}/accept',
  'POST /api/learning/suggestions/{id}/accept', 'POST /api/learning/suggestions/{id}/dismiss',
  'POST /api/legal/cases/saved', 'POST /api/legal/styles', 'POST /api/legal/templates', 'POST /api/legal/documents', 'POST /api/legal/documents/{id}/citations/{citationId}/confirm',
  'POST /api/dashboard/checklist/dismiss', 'POST /api/tokens/refresh', 'POST /api/mock/session',
]);

export interface Operation {
  key: string;
  method: string;
  path: string;
}

/** A path with its parameters filled in, or the names of those the test has no id for. */
export function fillPath(path: string, ids: Ids): { url: string; missing: string[] } {
  const missing: string[] = [];
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = paramValue(path, name, ids);
    if (!value) missing.push(name);
    return encodeURIComponent(value ?? '');
  });
  return { url, missing };
}

/** The body of a reply, streams read for a moment and then closed. */
export async function bodyOf(t: TestApp, cookie: string, key: string, url: string): Promise<{ status: number; body: string }> {
  if (!STREAMING.has(key)) {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    return { status: response.statusCode, body: response.rawPayload.toString('utf8') };
  }
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie }, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  stream.destroy();
  return { status: response.statusCode, body };
}

