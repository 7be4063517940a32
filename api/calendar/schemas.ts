import { Type } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const Id = Type.String({ format: 'uuid' });
/** An ISO instant, or a date 'YYYY-MM-DD' for an all-day event (read in the user's zone). */
export const EventTime = Type.Union([Type.String({ format: 'date-time' }), Type.String({ format: 'date' })]);
const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: 'A colour as #RRGGBB' });
const Text = (maxLength: number) => Type.String({ maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const Tags = Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 });
const Attendees = Type.Array(Type.String({ minLength: 1, maxLength: 320 }), { maxItems: 100 });

export const AnalysisConflictSchema = Type.Object({
  messageId: Type.String(),
  title: Type.String(),
  start: Type.String(),
  end: Type.String(),
  location: NullableString,
  judge: NullableString,
  hearingType: NullableString,
  at: Type.String(),
});

export const CalendarEventSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  start: Type.String(),
  end: Type.String(),
  timeZone: Type.String(),
  allDay: Type.Boolean(),
  sourceId: Type.String(),
  tags: Type.Array(Type.String()),
  completed: Type.Boolean(),
  color: NullableString,
  location: NullableString,
  url: NullableString,
  attendees: Type.Array(Type.String()),
  googleEventId: NullableString,
  caseNumber: NullableString,
  hearingType: NullableString,
  judge: NullableString,
  category: NullableString,
  emailSource: Type.Union([Type.Object({ accountId: Type.String(), messageId: Type.String(), subject: Type.String(), from: Type.String() }), Type.Null()]),
  taskId: NullableString,
  automationId: NullableString,
  timeBlockId: NullableString,
  planId: NullableString,
  recurrence: NullableString,
  seriesId: NullableString,
  editedByHand: Type.Boolean(),
  analysisConflict: Type.Union([AnalysisConflictSchema, Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const EventReply = Type.Object({ event: CalendarEventSchema });
export const EventsReply = Type.Object({ events: Type.Array(CalendarEventSchema) });
export const EventParams = Type.Object({ eventId: Id });

export const EventsQuery = Type.Object({
  timeMin: Type.String({ format: 'date-time' }),
  timeMax: Type.String({ format: 'date-time' }),
  maxResults: Type.Integer({ minimum: 1, maximum: 2500, default: 250 }),
});

const editable = {
  description: Type.Optional(Text(10_000)),
  allDay: Type.Optional(Type.Boolean()),
  sourceId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  tags: Type.Optional(Tags),
  location: OptionalText(500),
  url: Type.Optional(Type.Union([Type.String({ format: 'uri', maxLength: 2000 }), Type.Null()])),
  attendees: Type.Optional(Attendees),
  color: Type.Optional(Type.Union([Color, Type.Null()])),
  caseNumber: OptionalText(100),
  hearingType: OptionalText(200),
  judge: OptionalText(200),
  category: OptionalText(200),
  recurrence: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()])),
};

export const CreateEventBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 500 }),
    start: EventTime,
    end: Type.Optional(Type.Union([EventTime, Type.Null()])),
    ...editable,
  },
  { additionalProperties: false },
);

export const UpdateEventBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    start: Type.Optional(EventTime),
    end: Type.Optional(Type.Union([EventTime, Type.Null()])),
    completed: Type.Optional(Type.Boolean()),
    ...editable,
  },
  { additionalProperties: false },
);

export const EmptyBody = Type.Object({}, { additionalProperties: false });

export const CalendarSourceSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  color: Type.String(),
  visible: Type.Boolean(),
  type: Type.Union([Type.Literal('primary'), Type.Literal('tasks'), Type.Literal('automation'), Type.Literal('timeblock'), Type.Literal('deadlines'), Type.Literal('custom')]),
  description: Type.String(),
  builtIn: Type.Boolean(),
});
export const SourceReply = Type.Object({ source: CalendarSourceSchema });
export const SourcesReply = Type.Object({ sources: Type.Array(CalendarSourceSchema) });
export const SourceParams = Type.Object({ sourceId: Type.String({ minLength: 1, maxLength: 100 }) });
export const CreateSourceBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }), color: Color, description: Type.Optional(Text(500)) },
  { additionalProperties: false },
);
export const UpdateSourceBody = Type.Object(
  { name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), color: Type.Optional(Color), visible: Type.Optional(Type.Boolean()), description: Type.Optional(Text(500)) },
  { additionalProperties: false },
);

export const TagsReply = Type.Object({ tags: Type.Array(Type.Object({ name: Type.String(), color: Type.String() })) });
