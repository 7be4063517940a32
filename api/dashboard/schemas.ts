import { Type, type TSchema } from 'typebox';
import { CHECKLIST_STEPS } from '../../domain/dashboard/checklist';
import { WaitingChainSchema } from '../deadlines/schemas';

const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = Type.String({ description: 'ISO 8601 instant' });
const CivilDate = Type.String({ description: 'A calendar day, YYYY-MM-DD, in the person’s time zone' });

const AgendaItem = Type.Object({
  kind: literals(['hearing', 'deadline'] as const),
  id: Type.String(),
  title: Type.String(),
  start: nullable(Instant),
  date: CivilDate,
  allDay: Type.Boolean(),
  caseNumber: nullable(Type.String()),
  hearingType: nullable(Type.String()),
  judge: nullable(Type.String()),
  location: nullable(Type.String()),
  state: nullable(Type.String()),
  href: Type.String(),
});

const Part = <T extends TSchema>(item: T, extra: Record<string, TSchema> = {}) => Type.Object({ count: Type.Integer({ minimum: 0 }), ...extra, items: Type.Array(item) });

export const DashboardReply = Type.Object({
  timeZone: Type.String(),
  today: CivilDate,
  lastDayOfWeek: CivilDate,
  agenda: Type.Object({ today: Type.Array(AgendaItem), laterThisWeek: Type.Array(AgendaItem) }),
  approvals: Part(Type.Object({ id: Type.String(), description: Type.String(), actionType: Type.String(), createdAt: Instant, expiresAt: nullable(Instant) })),
  deadlinesToReview: Part(WaitingChainSchema),
  tasks: Part(
    Type.Object({ id: Type.String(), title: Type.String(), priority: Type.String(), status: Type.String(), dueDate: Instant, overdue: Type.Boolean(), href: Type.String() }),
    { overdue: Type.Integer({ minimum: 0 }) },
  ),
  mail: Part(
    Type.Object({ id: Type.String(), subject: nullable(Type.String()), summary: Type.String(), priority: Type.String(), category: Type.String(), createdAt: Instant, href: Type.String() }),
    { since: Instant, firstVisit: Type.Boolean() },
  ),
  failedRuns: Part(Type.Object({ id: Type.String(), automationId: Type.String(), automationName: Type.String(), error: nullable(Type.String()), startedAt: Instant, href: Type.String() })),
  checklist: Type.Object({
    steps: Type.Array(Type.Object({ id: literals(CHECKLIST_STEPS), title: Type.String(), description: Type.String(), href: Type.String(), done: Type.Boolean() })),
    visible: Type.Boolean(),
    dismissed: Type.Boolean(),
  }),
});

export const EmptyBody = Type.Object({}, { additionalProperties: false });
