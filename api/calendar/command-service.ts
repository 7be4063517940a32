import { DateTime } from 'luxon';
import type { CalendarEvent } from '../../domain/calendar/event';
import { COMMAND_SUGGESTIONS, matchCalendarCommand, spokenDay, spokenTime, UNKNOWN_COMMAND_REPLY } from '../../domain/calendar/commands';
import type { AreaOptions } from '../area-options';
import { userTimeZone } from '../../activities/settings/user-zone';
import { listEvents } from './event-listing';
import { writerFor } from './event-routes';
import { createEvent, deleteEvent, updateEvent } from './event-service';
import { toCalendarEvent } from './event-view';

export interface CommandReply {
  reply: string;
  suggestions: string[];
  events?: CalendarEvent[];
  event?: CalendarEvent;
}

const suggestions = () => [...COMMAND_SUGGESTIONS];

/** The events starting exactly at `at` (a person says "my 2pm"), series occurrences included. */
async function startingAt(options: AreaOptions, userId: string, at: string): Promise<CalendarEvent[]> {
  const start = new Date(at);
  const events = await listEvents(options.db, userId, start, new Date(start.getTime() + 60_000), 20);
  return events.filter((event) => new Date(event.start).getTime() === start.getTime());
}

/** Runs one command line through the same writes as the calendar's routes. */
export async function runCalendarCommand(options: AreaOptions, userId: string, text: string, now = new Date()): Promise<CommandReply> {
  const timeZone = await userTimeZone(options.db, userId);
  const command = matchCalendarCommand(text, { now, timeZone });
  const writer = writerFor(options, userId);

  switch (command.kind) {
    case 'schedule': {
      const row = await options.outbox.transaction((trx, intents) => createEvent(writer(trx, intents), { title: command.title, start: command.start }));
      const event = toCalendarEvent(row);
      return { reply: `Scheduled "${event.title}" for ${spokenTime(event.start, timeZone)}.`, suggestions: suggestions(), event };
    }
    case 'agenda': {
      const events = await listEvents(options.db, userId, new Date(command.dayStart), new Date(command.dayEnd), 100);
      const day = spokenDay(command.dayStart, timeZone);
      if (events.length === 0) return { reply: `You have nothing on ${day}.`, suggestions: suggestions(), events };
      const items = events.map((event) => (event.allDay ? `all day: ${event.title}` : `${DateTime.fromISO(event.start, { zone: timeZone }).toFormat('h:mm a')} ${event.title}`));
      return { reply: `On ${day} you have ${events.length === 1 ? '1 event' : `${events.length} events`}: ${items.join('; ')}.`, suggestions: suggestions(), events };
    }
    case 'move':
    case 'cancel': {
      const at = command.kind === 'move' ? command.from : command.at;
      const [found] = await startingAt(options, userId, at);
      if (!found) return { reply: `You have nothing at ${spokenTime(at, timeZone)}.`, suggestions: suggestions() };
      if (found.seriesId) return { reply: `"${found.title}" repeats; change the series on the calendar.`, suggestions: suggestions(), event: found };
      if (command.kind === 'cancel') {
        await options.outbox.transaction((trx, intents) => deleteEvent(writer(trx, intents), found.id));
        return { reply: `Cancelled "${found.title}" on ${spokenTime(found.start, timeZone)}.`, suggestions: suggestions(), event: found };
      }
      const clock = DateTime.fromISO(found.start, { zone: timeZone });
      const start = 'start' in command.to ? command.to.start : DateTime.fromISO(command.to.day, { zone: timeZone }).set({ hour: clock.hour, minute: clock.minute }).toUTC().toISO()!;
      const row = await options.outbox.transaction((trx, intents) => updateEvent(writer(trx, intents), found.id, { start }, { byHand: true }));
      const event = toCalendarEvent(row);
      return { reply: `Moved "${event.title}" to ${spokenTime(event.start, timeZone)}.`, suggestions: suggestions(), event };
    }
    case 'unknown':
      return { reply: UNKNOWN_COMMAND_REPLY, suggestions: suggestions() };
  }
}
