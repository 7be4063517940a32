import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema';
import type { MockSampleKind } from '../../db/tables/mock';
import { prepareProposal, writeProposal } from '../../activities/agents/proposal-record';
import { findDemoMailbox, seedDemoMailbox, type DemoOwner } from '../../activities/mail/demo/seed';
import { userTimeZone } from '../../activities/settings/user-zone';
import { insertTask } from '../../activities/tasks/task-store';
import { agentActionWorkflowId, type AgentActionRequest } from '../../domain/agents/action-request';
import { DEFAULT_APPROVAL_EXPIRY_SECONDS } from '../../domain/agents/approval-policy';
import { NO_TASK_LINKS } from '../../domain/tasks/task-input';
import {
  SAMPLE_APPROVAL,
  SAMPLE_AUTOMATION_TEMPLATE,
  SAMPLE_EVENTS,
  SAMPLE_TAG,
  SAMPLE_TASKS,
  sampleTitle,
} from '../../domain/mock/mock-mode';
import type { AreaOptions } from '../area-options';
import { insertAutomation } from '../automations/automation-repository';
import { fillTemplateForUser, findTemplate } from '../automations/template-service';
import { insertVersion } from '../automations/version-repository';
import { publishLive } from '../live/publish';
import { enqueueEmailAnalysis } from '../mail/analysis-starter';
import type { WorkflowIntents } from '../outbox/intents';

export interface SeededSamples {
  mailbox: string | null;
  analysedMessages: number;
  events: string[];
  tasks: string[];
  automationId: string | null;
  auditEntryId: string | null;
}

async function track(trx: Transaction<Database>, userId: string, kind: MockSampleKind, rowId: string): Promise<void> {
  await trx.insertInto('mock_samples').values({ user_id: userId, kind, row_id: rowId }).execute();
}

/**
 * Puts the sample workspace into the user's account inside the caller's transaction: the demo mailbox with
 * its messages queued for analysis, hearings and deadlines, tasks, the starter agents, an automation made
 * from a template (inactive), and one agent proposal waiting for approval. Every durable start (analyses,
 * the approval's workflow) is an outbox intent, so it runs once this commits. Each sample row is recorded
 * in mock_samples so that hybrid samples can be removed again.
 */
export async function seedSamples(
  trx: Transaction<Database>,
  intents: WorkflowIntents,
  options: AreaOptions,
  owner: DemoOwner,
  mode: 'true' | 'hybrid',
  now = new Date(),
): Promise<SeededSamples> {
  const { userId } = owner;
  const seeded: SeededSamples = { mailbox: null, analysedMessages: 0, events: [], tasks: [], automationId: null, auditEntryId: null };

  // The demo mailbox, analysed by the same workflow as real mail; a real workspace that has it keeps it.
  if (!(await findDemoMailbox(trx, userId))) {
    const demo = await seedDemoMailbox(trx, owner, now);
    if (demo.created) {
      seeded.mailbox = demo.accountId;
      for (const messageId of demo.messageIds) await enqueueEmailAnalysis(intents, { userId, accountId: demo.accountId, messageId }, { newMail: false });
      seeded.analysedMessages = demo.messageIds.length;
    }
  }

  const zone = await userTimeZone(trx, userId);
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  // A real workspace may already hold one of the sample case numbers: that sample then goes without it.
  const caseNumbers = SAMPLE_EVENTS.flatMap((sample) => (sample.caseNumber ? [sample.caseNumber] : []));
  const taken = new Set(
    (await trx.selectFrom('calendar_events').select('case_number').where('user_id', '=', userId).where('case_number', 'in', caseNumbers).execute()).map((row) => row.case_number),
  );
  for (const sample of SAMPLE_EVENTS) {
    const [hour, minute] = sample.time.split(':').map(Number) as [number, number];
    const start = today.plus({ days: sample.dayOffset }).set({ hour, minute });
    const row = await trx
      .insertInto('calendar_events')
      .values({
        user_id: userId,
        title: sampleTitle(sample.title, mode),
        description: sample.description,
        start_at: start.toJSDate(),
        end_at: start.plus({ minutes: sample.minutes }).toJSDate(),
        time_zone: zone,
        tags: sample.category === 'hearing' ? ['work', SAMPLE_TAG] : ['urgent', SAMPLE_TAG],
        attendees: JSON.stringify([]),
        email_source: JSON.stringify(null),
        location: sample.location,
        case_number: sample.caseNumber && !taken.has(sample.caseNumber) ? sample.caseNumber : null,
        hearing_type: sample.hearingType,
        judge: sample.judge,
        category: sample.category,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seeded.events.push(row.id);
    await track(trx, userId, 'calendar_event', row.id);
  }
  await publishLive(trx, userId, 'calendar.changed', {});

  for (const sample of SAMPLE_TASKS) {
    const due = today.plus({ days: sample.dueInDays }).set({ hour: 17 }).toJSDate();
    const id = await insertTask(trx, userId, {
      title: sampleTitle(sample.title, mode),
      description: sample.description,
      status: sample.status,
      priority: sample.priority,
      dueDate: due,
      tags: [...sample.tags, SAMPLE_TAG],
      estimatedDuration: null,
      source: null,
      ...NO_TASK_LINKS,
    });
    seeded.tasks.push(id);
    await track(trx, userId, 'task', id);
  }
  await publishLive(trx, userId, 'tasks.changed', {});

  // The template fills its agent steps from the user's agents; the starter agents are seeded on the way.
  const template = findTemplate(SAMPLE_AUTOMATION_TEMPLATE);
  const filled = await fillTemplateForUser(trx, userId, template);
  if (filled.ok) {
    const automation = await insertAutomation(trx, {
      user_id: userId,
      name: sampleTitle(template.name, mode),
      description: template.description,
      time_zone: zone,
      template_name: template.name,
      status: 'inactive',
      current_version: 1,
    });
    await insertVersion(trx, { automationId: automation.id, version: 1, definition: filled.definition, note: 'From the template', restoredFrom: null, createdBy: userId });
    seeded.automationId = automation.id;
    await track(trx, userId, 'automation', automation.id);
  }
  await publishLive(trx, userId, 'agents.changed', {});

  seeded.auditEntryId = await proposeSampleApproval(trx, intents, options, userId, mode, today.plus({ days: 2 }).set({ hour: 12 }).toJSDate());
  return seeded;
}

/** A task the Task Agent proposes, waiting in the audit queue; its workflow starts through the outbox. */
async function proposeSampleApproval(
  trx: Transaction<Database>,
  intents: WorkflowIntents,
  options: AreaOptions,
  userId: string,
  mode: 'true' | 'hybrid',
  due: Date,
): Promise<string | null> {
  const agents = await trx.selectFrom('agents').select(['id', 'capabilities', 'status']).where('user_id', '=', userId).orderBy('created_at').execute();
  const agent = agents.find((candidate) => candidate.status !== 'inactive' && candidate.capabilities.includes('task.create'));
  if (!agent) return null;
  const request: AgentActionRequest = {
    actionId: randomUUID(),
    auditId: randomUUID(),
    userId,
    agentId: agent.id,
    type: 'task.create',
    params: { title: sampleTitle(SAMPLE_APPROVAL.title, mode), description: SAMPLE_APPROVAL.description, priority: 'High', dueDate: due.toISOString() },
    source: null,
    reason: SAMPLE_APPROVAL.reason,
    confidence: 0.86,
    requireApproval: true,
    expiresInSeconds: DEFAULT_APPROVAL_EXPIRY_SECONDS,
  };
  // Read inside this transaction: the agents may have been seeded a moment ago by it.
  const prepared = await prepareProposal({ ...options, db: trx }, request);
  await writeProposal(trx, request, prepared);
  await intents.start('agentAction', agentActionWorkflowId(request.actionId), [request]);
  await track(trx, userId, 'audit_entry', request.auditId);
  await publishLive(trx, userId, 'audit.changed', {});
  return request.auditId;
}
