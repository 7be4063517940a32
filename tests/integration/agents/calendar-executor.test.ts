import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/connection';
import { runCalendarAction } from '../../../activities/agents/executors/calendar';
import { createTestDatabase } from '../support/database';

/** Events agents and automation steps put on the calendar: the user's zone, 30 minutes (seed 000 §9). */
describe('calendar events made by agents', () => {
  let handle: DatabaseHandle;
  let userId: string;

  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
    const user = await handle.db.insertInto('users').values({ email: 'agent-events@example-firm.com', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    userId = user.id;
    await handle.db.insertInto('user_settings').values({ user_id: userId, time_zone: 'America/New_York' }).execute();
  });
  afterAll(async () => handle?.close());

  const eventOf = (eventId: string) => handle.db.selectFrom('calendar_events').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow();

  it('lasts 30 minutes when no end is given, in the user’s time zone, on the Automations calendar', async () => {
    const { eventId } = await runCalendarAction(handle.db, userId, 'calendar.create_event', { title: 'Call the adjuster', start: '2026-12-02T15:00:00Z' });
    const event = await eventOf(eventId);
    expect(event.end_at.getTime() - event.start_at.getTime()).toBe(30 * 60_000);
    expect(event.time_zone).toBe('America/New_York');
    expect(event.source_id).toBe('automation');
  });

  it('keeps a given end, and makes an end that is not after the start 30 minutes', async () => {
    const kept = await eventOf((await runCalendarAction(handle.db, userId, 'calendar.create_event', { title: 'Deposition', start: '2026-12-03T17:00:00Z', end: '2026-12-03T19:00:00Z' })).eventId);
    expect(kept.end_at.toISOString()).toBe('2026-12-03T19:00:00.000Z');
    const fixed = await eventOf((await runCalendarAction(handle.db, userId, 'calendar.create_event', { title: 'Backwards', start: '2026-12-03T17:00:00Z', end: '2026-12-03T16:00:00Z' })).eventId);
    expect(fixed.end_at.toISOString()).toBe('2026-12-03T17:30:00.000Z');
  });
});
