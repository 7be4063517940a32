import type { CalendarEventRow } from '../../db/tables/analysis';
import type { CalendarEvent } from '../../domain/calendar/event';
import { occurrenceId } from '../../domain/calendar/event';

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
    taskId: row.task_id,
    automationId: row.automation_id,
    timeBlockId: row.time_block_id,
    planId: row.plan_id,
    recurrence: row.recurrence,
    seriesId: null,
    editedByHand: row.edited_by_hand_at !== null,
    analysisConflict: row.analysis_conflict,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One occurrence of a recurring event: the series' fields at the occurrence's times. */
export function toOccurrence(row: CalendarEventRow, start: Date, end: Date): CalendarEvent {
  const startIso = start.toISOString();
  return { ...toCalendarEvent(row), id: occurrenceId(row.id, startIso), seriesId: row.id, start: startIso, end: end.toISOString() };
}
