import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TaskRow } from '../../db/tables/agents';
import type { TaskFilter } from '../../domain/tasks/filter';
import type { Task } from '../../domain/tasks/task';

type Db = Kysely<Database> | Transaction<Database>;
type TaskWithLinks = TaskRow & { sub_task_ids: string[]; calendar_event_id: string | null };

export function toTask(row: TaskWithLinks): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    completed: row.completed,
    order: row.order,
    dueDate: row.due_date?.toISOString() ?? null,
    tags: row.tags,
    assignedTo: row.assigned_to,
    projectId: row.project_id,
    notebookId: row.notebook_id,
    workflowId: row.workflow_id,
    templateId: row.template_id,
    parentTaskId: row.parent_task_id,
    subTasks: row.sub_task_ids,
    estimatedDuration: row.estimated_minutes,
    calendarEventId: row.calendar_event_id,
    source: row.source,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The user's tasks with their subtask ids and linked event in the same statement (no query per task). */
function selectTasks(db: Db, userId: string) {
  return db
    .selectFrom('tasks as t')
    .selectAll('t')
    .select([
      sql<string[]>`array(select c.id::text from tasks c where c.user_id = t.user_id and c.parent_task_id = t.id order by c."order", c.created_at, c.id)`.as('sub_task_ids'),
      sql<string | null>`(select e.id::text from calendar_events e where e.task_id = t.id)`.as('calendar_event_id'),
    ])
    .where('t.user_id', '=', userId)
    .orderBy('t.order')
    .orderBy('t.created_at')
    .orderBy('t.id');
}

const LIKE_SPECIAL = /[\\%_]/g;
const containing = (text: string) => `%${text.replace(LIKE_SPECIAL, (char) => `\\${char}`)}%`;

function applyFilter(query: ReturnType<typeof selectTasks>, filter: TaskFilter) {
  let q = query;
  if (filter.statuses) q = q.where('t.status', 'in', filter.statuses);
  if (filter.priorities) q = q.where('t.priority', 'in', filter.priorities);
  if (filter.assigneeId !== undefined) q = q.where('t.assigned_to', '=', filter.assigneeId);
  if (filter.projectId !== undefined) q = q.where('t.project_id', '=', filter.projectId);
  if (filter.notebookId !== undefined) q = q.where('t.notebook_id', '=', filter.notebookId);
  if (filter.workflowId !== undefined) q = q.where('t.workflow_id', '=', filter.workflowId);
  if (filter.templateId !== undefined) q = q.where('t.template_id', '=', filter.templateId);
  if (filter.completed !== undefined) q = q.where('t.completed', '=', filter.completed);
  for (const tag of filter.tags ?? []) q = q.where(sql<boolean>`exists (select 1 from unnest(t.tags) as own(tag) where lower(own.tag) = lower(${tag}))`);
  if (filter.search !== undefined) {
    const pattern = containing(filter.search);
    q = q.where(sql<boolean>`(t.title ilike ${pattern} or t.description ilike ${pattern} or exists (select 1 from unnest(t.tags) as own(tag) where own.tag ilike ${pattern}))`);
  }
  if (filter.dueBefore) q = q.where('t.due_date', '<=', filter.dueBefore);
  if (filter.dueAfter) q = q.where('t.due_date', '>=', filter.dueAfter);
  if (filter.parentTaskId === null) q = q.where('t.parent_task_id', 'is', null);
  else if (filter.parentTaskId !== undefined) q = q.where('t.parent_task_id', '=', filter.parentTaskId);
  return q;
}

export async function listTasks(db: Db, userId: string, filter: TaskFilter = {}): Promise<Task[]> {
  const rows = await applyFilter(selectTasks(db, userId), filter).execute();
  return rows.map(toTask);
}

export async function tasksByIds(db: Db, userId: string, ids: readonly string[]): Promise<Task[]> {
  if (ids.length === 0) return [];
  const rows = await selectTasks(db, userId).where('t.id', 'in', [...ids]).execute();
  return rows.map(toTask);
}

export async function findTask(db: Db, userId: string, taskId: string): Promise<Task | undefined> {
  const [task] = await tasksByIds(db, userId, [taskId]);
  return task;
}
