import { Type, type TSchema } from 'typebox';
import { TASK_LIMITS } from '../../domain/tasks/task-input';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../domain/tasks/task';
import { TASK_ACTIONS } from '../../domain/tasks/transitions';

/** A string that must be one of the values; typed as their union. */
const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 instant with its offset' });
const Title = Type.String({ minLength: 1, maxLength: TASK_LIMITS.title, description: 'Not blank' });
const Reference = Type.String({ minLength: 1, maxLength: TASK_LIMITS.reference });
const Tags = Type.Array(Type.String({ maxLength: TASK_LIMITS.tag }), { maxItems: TASK_LIMITS.tags });
const Minutes = Type.Integer({ minimum: 1, maximum: TASK_LIMITS.estimatedMinutes });
const TaskId = Type.String({ format: 'uuid' });

export const TaskSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  status: literals(TASK_STATUSES),
  priority: literals(TASK_PRIORITIES),
  completed: Type.Boolean(),
  order: Type.Integer(),
  dueDate: nullable(Type.String()),
  tags: Type.Array(Type.String()),
  assignedTo: nullable(Type.String()),
  projectId: nullable(Type.String()),
  notebookId: nullable(Type.String()),
  workflowId: nullable(Type.String()),
  templateId: nullable(Type.String()),
  parentTaskId: nullable(Type.String()),
  subTasks: Type.Array(Type.String(), { description: 'Ids of the direct subtasks, in order' }),
  estimatedDuration: nullable(Type.Integer({ description: 'Minutes' })),
  calendarEventId: nullable(Type.String()),
  source: nullable(Type.Object({ kind: literals(['agent', 'automation', 'calendar'] as const), id: Type.String(), name: Type.String() })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const TaskReply = Type.Object({ task: TaskSchema });
export const TaskListReply = Type.Object({ tasks: Type.Array(TaskSchema) });
export const TaskParams = Type.Object({ taskId: TaskId });

const filterText = (description: string) => Type.Optional(Type.String({ maxLength: 1000, description }));
export const TaskListQuery = Type.Object(
  {
    status: filterText(`Comma-separated: ${TASK_STATUSES.join(', ')}`),
    priority: filterText(`Comma-separated: ${TASK_PRIORITIES.join(', ')}`),
    assigneeId: filterText('Exact assignee'),
    projectId: filterText('Exact project id'),
    notebookId: filterText('Exact notebook id'),
    workflowId: filterText('Exact workflow id'),
    templateId: filterText('Exact template id'),
    completed: filterText('true or false'),
    tags: filterText('Comma-separated; a task matches when it has all of them'),
    search: filterText('Text in the title, description or tags'),
    dueBefore: filterText('Inclusive; a day (YYYY-MM-DD, the whole day in your time zone) or an ISO instant'),
    dueAfter: filterText('Inclusive; a day (YYYY-MM-DD, from its start in your time zone) or an ISO instant'),
    parentTaskId: filterText('A task id for its subtasks, or "none" for top-level tasks only'),
  },
  { additionalProperties: false },
);

const editable = {
  title: Title,
  description: Type.String({ maxLength: TASK_LIMITS.description }),
  status: literals(TASK_STATUSES),
  priority: literals(TASK_PRIORITIES),
  dueDate: nullable(Instant),
  tags: Tags,
  assignedTo: nullable(Reference),
  projectId: nullable(Reference),
  notebookId: nullable(Reference),
  workflowId: nullable(Reference),
  parentTaskId: nullable(TaskId),
  estimatedDuration: nullable(Minutes),
};

export const CreateTaskBody = Type.Object(
  {
    title: editable.title,
    description: Type.Optional(editable.description),
    status: Type.Optional(editable.status),
    priority: Type.Optional(editable.priority),
    dueDate: Type.Optional(editable.dueDate),
    tags: Type.Optional(editable.tags),
    assignedTo: Type.Optional(editable.assignedTo),
    projectId: Type.Optional(editable.projectId),
    notebookId: Type.Optional(editable.notebookId),
    workflowId: Type.Optional(editable.workflowId),
    parentTaskId: Type.Optional(editable.parentTaskId),
    estimatedDuration: Type.Optional(editable.estimatedDuration),
  },
  { additionalProperties: false },
);

export const UpdateTaskBody = Type.Object(
  {
    title: Type.Optional(editable.title),
    description: Type.Optional(editable.description),
    status: Type.Optional(editable.status),
    completed: Type.Optional(Type.Boolean()),
    priority: Type.Optional(editable.priority),
    dueDate: Type.Optional(editable.dueDate),
    tags: Type.Optional(editable.tags),
    assignedTo: Type.Optional(editable.assignedTo),
    projectId: Type.Optional(editable.projectId),
    notebookId: Type.Optional(editable.notebookId),
    workflowId: Type.Optional(editable.workflowId),
    templateId: Type.Optional(nullable(Reference)),
    parentTaskId: Type.Optional(editable.parentTaskId),
    estimatedDuration: Type.Optional(editable.estimatedDuration),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const QuickAddBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }) }, { additionalProperties: false });

/** The transitions take no fields; state-changing requests still send a JSON body ({}). */
export const EmptyBody = Type.Object({}, { additionalProperties: false });

export const MoveBody = Type.Object(
  {
    status: Type.Optional(editable.status),
    beforeTaskId: nullable(TaskId),
  },
  { additionalProperties: false },
);

export const BULK_ACTIONS = [...TASK_ACTIONS, 'delete', 'setPriority', 'addTags', 'setDueDate'] as const;
export const BulkBody = Type.Object(
  {
    taskIds: Type.Array(TaskId, { minItems: 1, maxItems: 500, uniqueItems: true }),
    action: literals(BULK_ACTIONS),
    priority: Type.Optional(editable.priority),
    tags: Type.Optional(editable.tags),
    dueDate: Type.Optional(editable.dueDate),
  },
  { additionalProperties: false },
);
export const BulkReply = Type.Object({ tasks: Type.Array(TaskSchema), deletedIds: Type.Array(Type.String()) });

export const TemplateSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  defaultPriority: literals(TASK_PRIORITIES),
  defaultTags: Type.Array(Type.String()),
  defaultEstimatedTime: nullable(Type.Integer({ description: 'Minutes' })),
  defaultStatus: literals(TASK_STATUSES),
  defaultDueInDays: nullable(Type.Integer()),
  defaultAssignedTo: nullable(Type.String()),
  builtIn: Type.Boolean(),
});
export const TemplateReply = Type.Object({ template: TemplateSchema });
export const TemplateListReply = Type.Object({ templates: Type.Array(TemplateSchema) });
export const TemplateParams = Type.Object({ templateId: Type.String({ minLength: 1, maxLength: 100 }) });

const templateFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String({ maxLength: TASK_LIMITS.description }),
  defaultPriority: literals(TASK_PRIORITIES),
  defaultTags: Tags,
  defaultEstimatedTime: nullable(Minutes),
  defaultStatus: literals(TASK_STATUSES),
  defaultDueInDays: nullable(Type.Integer({ minimum: 0, maximum: 3650 })),
  defaultAssignedTo: nullable(Reference),
};
export const CreateTemplateBody = Type.Object(
  {
    name: templateFields.name,
    description: Type.Optional(templateFields.description),
    defaultPriority: Type.Optional(templateFields.defaultPriority),
    defaultTags: Type.Optional(templateFields.defaultTags),
    defaultEstimatedTime: Type.Optional(templateFields.defaultEstimatedTime),
    defaultStatus: Type.Optional(templateFields.defaultStatus),
    defaultDueInDays: Type.Optional(templateFields.defaultDueInDays),
    defaultAssignedTo: Type.Optional(templateFields.defaultAssignedTo),
  },
  { additionalProperties: false },
);
export const UpdateTemplateBody = Type.Partial(CreateTemplateBody, { additionalProperties: false, minProperties: 1 });

export const FromTemplateBody = Type.Object(
  {
    title: Type.Optional(editable.title),
    dueDate: Type.Optional(editable.dueDate),
    parentTaskId: Type.Optional(editable.parentTaskId),
  },
  { additionalProperties: false },
);
