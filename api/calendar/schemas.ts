import { Type } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);

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
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const EventsQuery = Type.Object({
  timeMin: Type.String({ format: 'date-time' }),
  timeMax: Type.String({ format: 'date-time' }),
  maxResults: Type.Integer({ minimum: 1, maximum: 2500, default: 250 }),
});
