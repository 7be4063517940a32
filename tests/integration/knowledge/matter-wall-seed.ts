import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';
import { demoAccountId, inboxMessages } from '../support/mail-helpers';
import { knowledgeClient } from './core-helpers';

/** The word only the matter's document carries (title and text): finding it anywhere else is a leak. */
export const UNIQUE_WORD = 'Zyxquorbentine';

/** What the matter's document says besides the word; a question in these words reaches it by meaning. */
export const MATTER_PASSAGE = 'the applicant injured the lumbar spine lifting heavy boxes at the warehouse';

/** A statute the matter's document cites, so a citation check can confirm it there. */
export const CITED = 'Lab. Code, § 4663';

export type Call = (method: string, url: string, body?: unknown) => Promise<LightMyRequestResponse>;

export function caller(app: FastifyInstance, cookie: string): Call {
  return (method, url, body) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { cookie, origin: 'http://127.0.0.1:3000' },
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : method === 'GET' ? {} : { payload: {} }),
    });
}

/** The first string `id` in a reply: the reply's own, or that of the object it wraps ({ agent: { id } }). */
function idIn(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string') return record.id;
  for (const inner of Object.values(record)) if (inner && typeof inner === 'object' && !Array.isArray(inner) && typeof (inner as { id?: unknown }).id === 'string') return (inner as { id: string }).id;
  return undefined;
}

export interface WallSeed {
  userId: string;
  matterId: string;
  matterDocumentId: string;
  generalDocumentId: string;
  /** Ids of ordinary data, by the name the routes give their path parameters (with the area where one name means several things). */
  ids: Record<string, string>;
}

/**
 * One user with a matter holding a document that carries the unique word, a document outside matters, and one
 * of each ordinary thing a route needs an id for. Everything is written through the API, except the rows that
 * only a workflow writes (an automation run, a deadline chain), which go straight to their tables.
 */
export async function seedWall(t: TestApp, cookie: string, userId: string): Promise<WallSeed> {
  const call = caller(t.app, cookie);
  const created = async (method: string, url: string, body?: unknown): Promise<Record<string, unknown>> => {
    const response = await call(method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as Record<string, unknown>;
  };
  const createdId = async (method: string, url: string, body?: unknown): Promise<string> => {
    const reply = await created(method, url, body);
    const id = idIn(reply);
    if (!id) throw new Error(`${method} ${url} gave no id: ${JSON.stringify(reply).slice(0, 300)}`);
    return id;
  };

  const knowledge = knowledgeClient(t.app, cookie);
  const matter = await knowledge.createFolder({ name: 'Howard v. Acme', isMatter: true, matterNumber: 'ADJ16482093' });
  const matterDocument = await knowledge.createDocument({
    title: `${UNIQUE_WORD} deposition summary`,
    content: `${UNIQUE_WORD} deposition. At the deposition ${MATTER_PASSAGE}. Apportionment under Labor Code section 4663 applies to the ${UNIQUE_WORD} claim.`,
    folderId: matter.id,
  });
  const office = await knowledge.createFolder({ name: 'Office' });
  const general = await knowledge.createDocument({ title: 'Office manual', content: 'Calendar every hearing the day the notice arrives. File proofs of service the same week.', folderId: office.id });
  expect((await knowledge.waitSettled(matterDocument.id, matter.id)).status).toBe('ready');
  expect((await knowledge.waitSettled(general.id)).status).toBe('ready');

  // Path parameters take the general ids, except the document (the probe is the matter's own document) and the
  // matter itself (a route with the matter in its path names it).
  const ids: Record<string, string> = { userId, folderId: office.id, documentId: matterDocument.id, namedMatterId: matter.id };

  // Mail: the demo mailbox, one of its messages with an attachment, a draft.
  ids.accountId = await demoAccountId(t.app, cookie);
  const inbox = (await inboxMessages(t.app, cookie, ids.accountId)).messages as { id: string; hasAttachments?: boolean }[];
  const withAttachment = inbox.find((message) => message.hasAttachments) ?? inbox[0];
  if (!withAttachment) throw new Error('the demo mailbox has no message');
  ids.mailMessageId = withAttachment.id;
  ids.attachmentId = '0';
  ids.draftId = await createdId('POST', `/api/mail/accounts/${ids.accountId}/drafts`, { to: 'clerk@example-court.gov', subject: 'Hearing', bodyHtml: '<p>See you there.</p>' });

  // Calendar, tasks, planning.
  const start = DateTime.utc().plus({ days: 3 }).startOf('hour');
  ids.eventId = await createdId('POST', '/api/calendar/events', { title: 'MSC hearing', start: start.toISO(), end: start.plus({ hours: 1 }).toISO() });
  const feed = await created('POST', '/api/calendar/feed');
  ids.file = String(feed.url).split('/').pop() ?? '';
  ids.taskId = await createdId('POST', '/api/tasks', { title: 'Serve the petition' });
  const plan = await created('POST', '/api/planning/plans', { start: start.toISODate(), days: 1 });
  ids.planId = String(plan.planId ?? idIn(plan));
  const chain = await t.database.db
    .insertInto('deadline_chains')
    .values({ user_id: userId, trigger_kind: 'hearing', trigger_date: start.toISODate()!, hearing_event_id: ids.eventId, status: 'accepted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.chainId = chain.id;

  // Agents and automations.
  ids.agentId = await createdId('POST', '/api/agents', { name: 'Hearing Notice Agent', type: 'email', autonomyLevel: 'semi-autonomous', capabilities: ['ai.classify'] });
  const templates = (await created('GET', '/api/swarm-templates')) as { templates?: { id: string }[] };
  ids.swarmTemplateId = templates.templates?.[0]?.id ?? '';
  ids.automationId = await createdId('POST', '/api/automations', { name: 'Morning digest' });
  ids.version = '1';
  const run = await t.database.db
    .insertInto('automation_runs')
    .values({ id: randomUUID(), automation_id: ids.automationId, user_id: userId, version: 1, status: 'failed', workflow_id: `automation-run:${ids.automationId}:wall-test`, trigger_type: 'manual', trigger_data: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.runId = run.id;

  // Drive, assistants, chat, notebooks.
  ids.driveItemId = idIn(await created('POST', '/api/drive/folders', { name: 'Scans' })) ?? '';
  const file = await t.app.inject({
    method: 'POST',
    url: '/api/drive/files?name=note.txt',
    headers: { cookie, origin: 'http://127.0.0.1:3000', 'content-type': 'application/octet-stream' },
    payload: Buffer.from('A plain note.'),
  });
  expect(file.statusCode, file.body).toBeLessThan(300);
  ids.driveFileId = idIn(file.json()) ?? '';
  ids.assistantId = await createdId('POST', '/api/assistants', { name: 'Research' });
  ids.conversationId = await createdId('POST', '/api/chat/conversations', {});
  ids.notebookId = await createdId('POST', '/api/notebooks', { title: 'Case notes' });

  // Teams: a team, a page with a message, an invitation.
  ids.teamId = await createdId('POST', '/api/teams', { name: 'Litigation' });
  ids.pageId = await createdId('POST', `/api/teams/${ids.teamId}/pages`, { name: 'General', isPrivate: false });
  ids.teamMessageId = await createdId('POST', `/api/teams/${ids.teamId}/pages/${ids.pageId}/messages`, { content: 'Hearing moved to Friday.' });
  ids.token = String((await created('POST', `/api/teams/${ids.teamId}/invitations`)).token);

  // Legal: a case-law search (the services are down: it is still kept), a style, a template, drafts with and without the matter.
  const search = await call('POST', '/api/legal/cases/search', { query: 'apportionment lumbar spine' });
  ids.caseSearchId = String((search.json() as { searchId?: string }).searchId ?? '');
  ids.styleId = await createdId('POST', '/api/legal/styles', {
    name: 'Formal',
    sampleText: 'The petition was filed on time. We believe the Board erred because the record lacks substantial evidence. Pursuant to the statute, the award must be rescinded. Therefore, we ask for reconsideration.',
  });
  ids.templateId = await createdId('POST', '/api/legal/templates', { name: 'Petition', documentType: 'petition', content: 'PETITION FOR RECONSIDERATION\n{{applicant}}' });
  ids.legalDocumentId = await createdId('POST', '/api/legal/documents', { title: 'Petition', documentType: 'petition', content: `The award ignores ${CITED}.` });
  ids.matterLegalDocumentId = await createdId('POST', '/api/legal/documents', { title: 'Howard petition', documentType: 'petition', content: `The award ignores ${CITED}.`, matterId: matter.id });

  return { userId, matterId: matter.id, matterDocumentId: matterDocument.id, generalDocumentId: general.id, ids };
}
