import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** Rows of every kind the dashboard and the search read, written straight into the database for one user. */
export async function seedWorkspace(db: Kysely<Database>, userId: string, word: string, at: { hearingAt: Date; taskDue: Date; deadlineDay: string }) {
  const account = await db.insertInto('linked_accounts').values({ user_id: userId, provider: 'demo', email: `${word}@demo.example`, name: 'Demo' }).returning('id').executeTakeFirstOrThrow();
  const message = await db
    .insertInto('demo_messages')
    .values({
      account_id: account.id,
      user_id: userId,
      thread_id: randomUUID(),
      folder: 'INBOX',
      subject: `Subpoena ${word} served`,
      from_address: 'clerk@court.example',
      to_addresses: JSON.stringify(['me@example.com']),
      cc_addresses: JSON.stringify([]),
      bcc_addresses: JSON.stringify([]),
      sent_at: new Date(),
      snippet: `The ${word} subpoena arrived`,
      raw: '',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const analysis = await db
    .insertInto('email_analyses')
    .values({ user_id: userId, account_id: account.id, message_id: message.id, workflow_id: `email-analysis:${randomUUID()}`, action_items: '[]', keywords: '[]', summary: `Court wants the ${word} papers`, priority: 'high' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const event = await db
    .insertInto('calendar_events')
    .values({ user_id: userId, title: `Motion hearing ${word}`, start_at: at.hearingAt, end_at: new Date(at.hearingAt.getTime() + 3600_000), attendees: JSON.stringify([]), email_source: sql`null`, tags: [], hearing_type: 'Motion hearing', case_number: 'CV-2026-001', judge: 'Lee' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plainEvent = await db
    .insertInto('calendar_events')
    .values({ user_id: userId, title: `Lunch ${word}`, start_at: at.hearingAt, end_at: new Date(at.hearingAt.getTime() + 3600_000), attendees: JSON.stringify([]), email_source: sql`null`, tags: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  const task = await db.insertInto('tasks').values({ user_id: userId, title: `File the ${word} brief`, order: 0, tags: [], due_date: at.taskDue }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('tasks').values({ user_id: userId, title: `Done ${word}`, order: 1, tags: [], due_date: at.taskDue, status: 'Done', completed: true }).execute();
  const automation = await db.insertInto('automations').values({ user_id: userId, name: `Docket watcher ${word}`, description: 'Watches the docket', template_name: 'docket' }).returning('id').executeTakeFirstOrThrow();
  const runId = randomUUID();
  await db
    .insertInto('automation_runs')
    .values({ id: runId, user_id: userId, automation_id: automation.id, version: 1, workflow_id: `automation-run:${runId}`, trigger_type: 'manual', trigger_data: '{}', status: 'failed', error: 'The mail server refused the message' })
    .execute();
  const auditId = randomUUID();
  await db
    .insertInto('audit_entries')
    .values({ id: auditId, user_id: userId, agent_id: null, action_id: null, action_type: 'email.reply', status: 'pending', description: `Reply about ${word}`, source_type: null, source_id: null, details: '{}', expires_at: null, decided_by: null, decided_at: null, workflow_id: `agent-action:${auditId}`, automation_run_id: null, automation_node_id: null })
    .execute();
  const chain = await db.insertInto('deadline_chains').values({ user_id: userId, trigger_kind: 'hearing', trigger_date: at.deadlineDay, hearing_event_id: event.id, status: 'accepted' }).returning('id').executeTakeFirstOrThrow();
  const deadline = await db
    .insertInto('chain_deadlines')
    .values({ chain_id: chain.id, user_id: userId, rule_id: 'opposition', title: `Opposition due ${word}`, kind: 'deadline', due_date: at.deadlineDay, explanation: '{}', state: 'accepted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const document = await db.insertInto('knowledge_documents').values({ user_id: userId, name: `Engagement letter ${word}`, content: `This letter about ${word} sets the retainer terms.` }).returning('id').executeTakeFirstOrThrow();
  const conversation = await db.insertInto('conversations').values({ user_id: userId, title: 'Research chat' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('chat_messages').values({ conversation_id: conversation.id, user_id: userId, position: 0, role: 'user', content: `What is the limitation period for ${word} claims?`, sources: '[]', citations: '[]', legal_citations: '[]', notices: '[]' }).execute();
  const notebook = await db.insertInto('notebooks').values({ user_id: userId, title: `Case notes ${word}`, tags: [], metadata: '{}', ai_context: '{}' }).returning('id').executeTakeFirstOrThrow();
  const section = await db.insertInto('notebook_sections').values({ notebook_id: notebook.id, order: 0 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('notebook_blocks').values({ section_id: section.id, type: 'text', content: '{}', metadata: '{}', plain_text: `Witness list for ${word}: the bailiff and the stenographer`, order: 0 }).execute();
  return { account: account.id, message: message.id, analysis: analysis.id, event: event.id, plainEvent: plainEvent.id, task: task.id, automation: automation.id, run: runId, audit: auditId, deadline: deadline.id, document: document.id, conversation: conversation.id, notebook: notebook.id };
}
