import { ApplicationFailure } from '@temporalio/activity';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { readPriority, readStatus } from '../../../domain/tasks/agent-form';
import { isPlausibleDue } from '../../../domain/tasks/due-time';
import { isTaskId } from '../../../domain/tasks/filter';
import { TASK_MESSAGES } from '../../../domain/tasks/messages';
import { normaliseTags, TASK_LIMITS, type NewTask } from '../../../domain/tasks/task-input';
import { DEFAULT_TASK_PRIORITY, type TaskPriority, type TaskSource, type TaskStatus } from '../../../domain/tasks/task';
import { editedState, initialState, stateOf } from '../../../domain/tasks/transitions';
import { inTransaction, insertTask, moveLinkedEvent } from '../../tasks/task-store';
import { optionalDate, optionalString, optionalStrings, requireString } from '../params';

/** Which action is running, so the task can say who made it. */
export interface TaskActionContext {
  actionId: string;
}

const invalid = (message: string) => ApplicationFailure.nonRetryable(message, 'ValidationError');
const notFound = (id: string) => ApplicationFailure.nonRetryable(TASK_MESSAGES.taskNotFoundWithId(id), 'NotFound');

/** Status and priority in either form: the screen's ('In Progress', 'High') or the agent service's ('in_progress', 'high'). */
function status(params: Record<string, unknown>): TaskStatus | undefined {
  const value = optionalString(params, 'status');
  if (value === undefined) return undefined;
  const read = readStatus(value);
  if (!read) throw invalid(`Unknown task status: ${value}`);
  return read;
}

function priority(params: Record<string, unknown>): TaskPriority | undefined {
  const value = optionalString(params, 'priority');
  if (value === undefined) return undefined;
  const read = readPriority(value);
  if (!read) throw invalid(`Unknown task priority: ${value}`);
  return read;
}

function dueDate(params: Record<string, unknown>): Date | undefined {
  const due = optionalDate(params, 'dueDate');
  if (due && !isPlausibleDue(due)) throw invalid(TASK_MESSAGES.badDueDate('dueDate'));
  return due;
}

/** Minutes (seed 001 §3 estimatedDuration), as a number or numeric text. */
function minutes(params: Record<string, unknown>): number | null | undefined {
  const value = params.estimatedDuration;
  if (value === undefined || value === null) return value;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > TASK_LIMITS.estimatedMinutes) {
    throw invalid('The parameter "estimatedDuration" must be a whole number of minutes.');
  }
  return number;
}

function reference(params: Record<string, unknown>, name: 'assignedTo' | 'projectId' | 'notebookId' | 'workflowId'): string | null {
  return optionalString(params, name)?.trim().slice(0, TASK_LIMITS.reference) || null;
}

/** The agent that proposed the action, or the automation whose step it is. */
async function sourceOf(db: Kysely<Database>, userId: string, context: TaskActionContext | undefined): Promise<TaskSource | null> {
  if (!context) return null;
  const row = await db
    .selectFrom('agent_actions as act')
    .leftJoin('agents as agent', 'agent.id', 'act.agent_id')
    .leftJoin('audit_entries as entry', (join) => join.onRef('entry.action_id', '=', 'act.id').on('entry.source_type', '=', 'automation_run'))
    .leftJoin('automation_runs as run', (join) => join.on(sql`run.id::text`, '=', sql.ref('entry.source_id')))
    .leftJoin('automations as automation', 'automation.id', 'run.automation_id')
    .select(['agent.id as agentId', 'agent.name as agentName', 'automation.id as automationId', 'automation.name as automationName'])
    .where('act.id', '=', context.actionId)
    .where('act.user_id', '=', userId)
    .executeTakeFirst();
  if (row?.automationId && row.automationName !== null) return { kind: 'automation', id: row.automationId, name: row.automationName };
  if (row?.agentId && row.agentName !== null) return { kind: 'agent', id: row.agentId, name: row.agentName };
  return null;
}

async function ownParent(db: Kysely<Database>, userId: string, params: Record<string, unknown>): Promise<string | null> {
  const parentTaskId = optionalString(params, 'parentTaskId');
  if (parentTaskId === undefined) return null;
  const parent = isTaskId(parentTaskId) ? await db.selectFrom('tasks').select('id').where('id', '=', parentTaskId).where('user_id', '=', userId).executeTakeFirst() : undefined;
  if (!parent) throw notFound(parentTaskId);
  return parent.id;
}

async function createTask(db: Kysely<Database>, userId: string, params: Record<string, unknown>, context: TaskActionContext | undefined): Promise<{ taskId: string }> {
  const task: NewTask = {
    title: requireString(params, 'title').trim(),
    description: optionalString(params, 'description') ?? '',
    status: initialState(status(params)).status,
    priority: priority(params) ?? DEFAULT_TASK_PRIORITY,
    dueDate: dueDate(params) ?? null,
    tags: normaliseTags(optionalStrings(params, 'tags') ?? []),
    assignedTo: reference(params, 'assignedTo'),
    projectId: reference(params, 'projectId'),
    notebookId: reference(params, 'notebookId'),
    workflowId: reference(params, 'workflowId'),
    templateId: null,
    parentTaskId: await ownParent(db, userId, params),
    estimatedDuration: minutes(params) ?? null,
    source: await sourceOf(db, userId, context),
  };
  return { taskId: await insertTask(db, userId, task) };
}

/** Seed 000 §4: agents' updates merge fields freely; a new due date moves the task's calendar event too. */
async function updateTask(db: Kysely<Database>, userId: string, params: Record<string, unknown>): Promise<{ taskId: string }> {
  const taskId = requireString(params, 'taskId');
  if (!isTaskId(taskId)) throw notFound(taskId);
  const title = optionalString(params, 'title');
  const description = optionalString(params, 'description');
  const nextPriority = priority(params);
  const nextStatus = status(params);
  const due = dueDate(params);
  const tags = optionalStrings(params, 'tags');
  const estimated = minutes(params);
  await inTransaction(db, async (trx) => {
    const current = await trx.selectFrom('tasks').select(['status', 'due_date']).where('id', '=', taskId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) throw notFound(taskId);
    const state = nextStatus ? editedState(stateOf(current.status), { status: nextStatus }) : null;
    await trx
      .updateTable('tasks')
      .set({
        ...(title !== undefined && title.trim() !== '' ? { title: title.trim() } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(nextPriority ? { priority: nextPriority } : {}),
        ...(state ? { status: state.status, completed: state.completed } : {}),
        ...(due ? { due_date: due } : {}),
        ...(tags ? { tags: normaliseTags(tags) } : {}),
        ...(estimated !== undefined ? { estimated_minutes: estimated } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', taskId)
      .where('user_id', '=', userId)
      .execute();
    if (due && due.getTime() !== current.due_date?.getTime()) await moveLinkedEvent(trx, userId, [taskId], due);
  });
  return { taskId };
}

/** Task records (seed 000 §3) made and changed by agents and automation steps, through the same rules as the tasks screen. */
export async function runTaskAction(db: Kysely<Database>, userId: string, type: string, params: Record<string, unknown>, context?: TaskActionContext): Promise<{ taskId: string }> {
  if (type === 'task.create') return createTask(db, userId, params, context);
  return updateTask(db, userId, params);
}
