import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../../db/schema';
import type { TaskRow } from '../../db/tables/agents';
import type { Task } from '../../domain/tasks/task';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The Task shape of the shared contract, for the replies of the task ↔ event conversions. */
export const ConvertedTaskSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  status: Type.Union([Type.Literal('To Do'), Type.Literal('In Progress'), Type.Literal('Done'), Type.Literal('Blocked')]),
  priority: Type.Union([Type.Literal('Low'), Type.Literal('Medium'), Type.Literal('High'), Type.Literal('Urgent')]),
  completed: Type.Boolean(),
  order: Type.Integer(),
  dueDate: NullableString,
  tags: Type.Array(Type.String()),
  assignedTo: NullableString,
  projectId: NullableString,
  notebookId: NullableString,
  workflowId: NullableString,
  templateId: NullableString,
  parentTaskId: NullableString,
  subTasks: Type.Array(Type.String()),
  estimatedDuration: Type.Union([Type.Integer(), Type.Null()]),
  calendarEventId: NullableString,
  source: Type.Union([
    Type.Object({ kind: Type.Union([Type.Literal('agent'), Type.Literal('automation'), Type.Literal('calendar')]), id: Type.String(), name: Type.String() }),
    Type.Null(),
  ]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

/** A task row with its subtasks and its calendar event, as the API returns tasks. */
export async function loadTaskView(db: Kysely<Database>, row: TaskRow): Promise<Task> {
  const [subTasks, event] = await Promise.all([
    db.selectFrom('tasks').select('id').where('user_id', '=', row.user_id).where('parent_task_id', '=', row.id).orderBy('order').execute(),
    db.selectFrom('calendar_events').select('id').where('user_id', '=', row.user_id).where('task_id', '=', row.id).executeTakeFirst(),
  ]);
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
    subTasks: subTasks.map((task) => task.id),
    estimatedDuration: row.estimated_minutes,
    calendarEventId: event?.id ?? null,
    source: row.source,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
