import type { CalendarEventRow } from '../../db/tables/analysis';
import type { CalendarEvent } from '../../domain/calendar/event';

export function toCalendarEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    timeZone: row.time_zone,
    allDay: row.all_day,
    sourceId: row.source_id,
    tags: row.tags,
    completed: row.completed,
    color: row.color,
    location: row.location,
    url: row.url,
    attendees: row.attendees,
    googleEventId: row.google_event_id,
    caseNumber: row.case_number,
    hearingType: row.hearing_type,
    judge: row.judge,
    category: row.category,
    emailSource: row.email_source,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
