import { Type, type TSchema } from 'typebox';
import { Id, nullable } from './schemas';

const Instant = Type.String({ description: 'ISO 8601 instant' });
const Href = Type.String({ description: "The item's place in the workspace (a path)" });
const CaseNumber = Type.String({ description: "The matter's case number the item carries, as the matter writes it" });

const Section = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), more: Type.Boolean({ description: 'More items carry the case numbers than are listed' }) });

export const MatterParams = Type.Object({ matterId: Id });

export const LinkedMailSchema = Type.Object({
  id: Type.String({ description: "The analysis's id" }),
  accountId: Type.String(),
  messageId: Type.String(),
  subject: nullable(Type.String()),
  summary: Type.String(),
  at: Instant,
  caseNumber: CaseNumber,
  href: Href,
});

export const LinkedEventSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  start: Instant,
  end: Instant,
  allDay: Type.Boolean(),
  date: Type.String({ description: "The event's day (YYYY-MM-DD) in the person's zone" }),
  hearingType: nullable(Type.String()),
  location: nullable(Type.String()),
  caseNumber: CaseNumber,
  href: Href,
});

export const LinkedTaskSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: Type.String(),
  priority: Type.String(),
  completed: Type.Boolean(),
  dueDate: nullable(Instant),
  reason: Type.Union([Type.Literal('deadline_chain'), Type.Literal('hearing'), Type.Literal('text')], {
    description: "Why it is listed: its deadline chain's case number, the hearing it was made from, or its own title or description",
  }),
  caseNumber: CaseNumber,
  href: Href,
});

export const MatterLinksReply = Type.Object(
  {
    matterId: Type.String(),
    caseNumbers: Type.Array(Type.String()),
    timeZone: Type.String({ description: "The person's zone, in which the events' days are told" }),
    mail: Section(LinkedMailSchema),
    events: Section(LinkedEventSchema),
    tasks: Section(LinkedTaskSchema),
  },
  { description: "The signed-in person's mail, calendar events and tasks that carry one of the matter's case numbers (never its documents)" },
);
