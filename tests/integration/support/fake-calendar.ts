import { randomBytes } from 'node:crypto';
import { notFound, ok, type FakeRoute } from './fake-google-http';

export type FakeEvent = Record<string, unknown> & {
  id: string;
  start?: { dateTime?: string };
  end?: { dateTime?: string };
  extendedProperties?: { private?: Record<string, string> };
};

/** Google Calendar in memory: events per calendar id, and the user's calendar list. */
export class FakeCalendar {
  readonly events = new Map<string, Map<string, FakeEvent>>();
  readonly calendars: Array<Record<string, unknown>> = [
    { id: 'attorney@example-firm.com', summary: 'attorney@example-firm.com', primary: true, accessRole: 'owner', timeZone: 'America/Los_Angeles' },
    { id: 'hearings@group.calendar.google.com', summary: 'Hearings', accessRole: 'writer', timeZone: 'America/Los_Angeles' },
  ];

  eventsOf(calendarId: string): Map<string, FakeEvent> {
    let events = this.events.get(calendarId);
    if (!events) this.events.set(calendarId, (events = new Map()));
    return events;
  }

  add(calendarId: string, event: Omit<FakeEvent, 'id'> & { id?: string }): FakeEvent {
    const stored: FakeEvent = { ...event, id: event.id ?? randomBytes(10).toString('hex'), status: 'confirmed', created: new Date().toISOString(), updated: new Date().toISOString() };
    this.eventsOf(calendarId).set(stored.id, stored);
    return stored;
  }
}

const eventsPath = '^/calendar/v3/calendars/([^/]+)/events';

/** The Calendar v3 endpoints the app calls. */
export function fakeCalendarRoutes(calendar: FakeCalendar): FakeRoute[] {
  return [
    {
      method: 'GET',
      pattern: new RegExp(`${eventsPath}$`),
      handle: ({ params, query }) => {
        const required = query.getAll('privateExtendedProperty').map((pair) => pair.split('=') as [string, string]);
        const timeMin = query.get('timeMin');
        const timeMax = query.get('timeMax');
        const all = [...calendar.eventsOf(params[0]!).values()]
          .filter((event) => required.every(([key, value]) => event.extendedProperties?.private?.[key] === value))
          .filter((event) => !timeMin || (event.end?.dateTime ?? '') > timeMin)
          .filter((event) => !timeMax || (event.start?.dateTime ?? '') < timeMax);
        const start = Number(query.get('pageToken') ?? 0);
        const size = Number(query.get('maxResults') ?? 250);
        return ok({
          kind: 'calendar#events',
          items: all.slice(start, start + size),
          ...(start + size < all.length ? { nextPageToken: String(start + size) } : {}),
        });
      },
    },
    { method: 'POST', pattern: new RegExp(`${eventsPath}$`), handle: ({ params, body }) => ok(calendar.add(params[0]!, body as Omit<FakeEvent, 'id'>)) },
    {
      method: 'GET',
      pattern: new RegExp(`${eventsPath}/([^/]+)$`),
      handle: ({ params }) => {
        const event = calendar.eventsOf(params[0]!).get(params[1]!);
        return event ? ok(event) : notFound();
      },
    },
    {
      method: 'PATCH',
      pattern: new RegExp(`${eventsPath}/([^/]+)$`),
      handle: ({ params, body }) => {
        const events = calendar.eventsOf(params[0]!);
        const event = events.get(params[1]!);
        if (!event) return notFound();
        const patched: FakeEvent = { ...event, ...(body as object), id: event.id, updated: new Date().toISOString() };
        events.set(event.id, patched);
        return ok(patched);
      },
    },
    { method: 'GET', pattern: /^\/calendar\/v3\/users\/me\/calendarList$/, handle: () => ok({ kind: 'calendar#calendarList', items: calendar.calendars }) },
  ];
}
