import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUp } from './helpers';

/** The API's event shape, as far as these tests read it. */
interface ApiEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  sourceId: string;
  emailSource: { messageId: string } | null;
}

const WEEK = '/calendar?date=2026-12-09';
// 09:00 and 10:00 in America/Los_Angeles (the default zone), on Wednesday December 9 2026.
const NINE_AM_DEC_9 = '2026-12-09T17:00:00.000Z';

async function eventById(page: Page, eventId: string): Promise<ApiEvent> {
  const reply = await page.request.get(`/api/calendar/events/${eventId}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { event: ApiEvent }).event;
}

async function eventsBetween(request: APIRequestContext, timeMin: string, timeMax: string): Promise<ApiEvent[]> {
  const reply = await request.get(`/api/calendar/events?${new URLSearchParams({ timeMin, timeMax, maxResults: '2500' }).toString()}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { events: ApiEvent[] }).events;
}

/** Presses the mouse on `from`'s point, moves in small steps (FullCalendar needs real moves) and releases. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 2, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function centre(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

const patched = (page: Page, eventId: string) =>
  page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/calendar/events/${eventId}`));

test('events are created, dragged to another day, resized, hidden with their calendar, and link to their notice', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page);
  const origin = new URL(page.url()).origin;
  // Opening the mailboxes gives the user the demo mailbox, whose notices the server analyses onto the calendar.
  expect((await page.request.get('/api/mail/accounts')).status()).toBe(200);

  // Create with the "New event" button: the form starts on the day shown, 9 to 10 a.m.
  await page.goto(WEEK);
  const week = page.getByTestId('calendar-week-view');
  await expect(week).toBeVisible();
  await page.getByTestId('calendar-new-event').click();
  await expect(page.getByTestId('event-form-start')).toHaveValue('2026-12-09T09:00');
  await page.getByTestId('event-form-title').fill('Deposition of Dr. Lee');
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/calendar/events'));
  await page.getByTestId('event-form-save').click();
  const createdReply = await created;
  expect(createdReply.status()).toBe(201);
  const { event } = (await createdReply.json()) as { event: ApiEvent };
  expect(event.start).toBe(NINE_AM_DEC_9);
  const block = week.locator(`[data-testid="calendar-event"][data-event-id="${event.id}"]`);
  await expect(block).toBeVisible();
  await expect(block).toContainText('Deposition of Dr. Lee');

  // Drag it to Thursday, same time.
  // The column's x only: scrolling a whole day's column into view would move the event from under the mouse.
  const thursday = (await week.locator('td.fc-timegrid-col[data-date="2026-12-10"]').boundingBox())!;
  const from = await centre(block);
  const moved = patched(page, event.id);
  await drag(page, from, { x: thursday.x + thursday.width / 2, y: from.y });
  expect((await moved).status()).toBe(200);
  await page.reload();
  await expect(week.locator('.fc-timegrid-col[data-date="2026-12-10"]').locator(`[data-event-id="${event.id}"]`)).toBeVisible();
  const afterMove = await eventById(page, event.id);
  expect(afterMove.start).toBe('2026-12-10T17:00:00.000Z');
  expect(afterMove.end).toBe('2026-12-10T18:00:00.000Z');

  // Resize it an hour longer: two half-hour slots down from its lower edge.
  const slot = await week.locator('.fc-timegrid-slot-lane[data-time="09:00:00"]').boundingBox();
  const moving = week.locator(`[data-event-id="${event.id}"]`);
  await moving.hover();
  const handle = await centre(moving.locator('.fc-event-resizer-end'));
  const resized = patched(page, event.id);
  await drag(page, handle, { x: handle.x, y: handle.y + 2 * slot!.height });
  expect((await resized).status()).toBe(200);
  const afterResize = await eventById(page, event.id);
  expect(afterResize.start).toBe('2026-12-10T17:00:00.000Z');
  expect(afterResize.end).toBe('2026-12-10T19:00:00.000Z');

  // A focus block disappears when the "Focus Blocks" calendar is hidden, and stays hidden after a reload.
  const focus = await page.request.post('/api/calendar/events', {
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    data: { title: 'Focus: Garcia brief', start: '2026-12-11T17:00:00.000Z', end: '2026-12-11T18:30:00.000Z', sourceId: 'timeblock', tags: ['focus', 'work'] },
  });
  expect(focus.status()).toBe(201);
  const focusId = ((await focus.json()) as { event: ApiEvent }).event.id;
  await page.reload();
  const focusBlock = week.locator(`[data-event-id="${focusId}"]`);
  await expect(focusBlock).toBeVisible();
  const focusSource = page.getByTestId('calendar-source').filter({ hasText: 'Focus Blocks' });
  await focusSource.getByRole('checkbox').uncheck();
  await expect(focusBlock).toHaveCount(0);
  await expect(block).toBeVisible();
  await page.reload();
  await expect(block).toBeVisible();
  await expect(focusBlock).toHaveCount(0);
  await expect(focusSource.getByRole('checkbox')).not.toBeChecked();

  // An event made from a demo notice of hearing opens with its link to the e-mail.
  let fromNotice: ApiEvent | undefined;
  await expect
    .poll(
      async () => {
        fromNotice = (await eventsBetween(page.request, '2020-01-01T00:00:00.000Z', '2035-01-01T00:00:00.000Z')).find((each) => each.emailSource);
        return Boolean(fromNotice);
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
  const day = new Date(fromNotice!.start).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
  await page.goto(`/calendar?date=${day}&event=${fromNotice!.id}`);
  await expect(week.locator(`[data-event-id="${fromNotice!.id}"]`)).toBeVisible();
  const detail = page.getByTestId('calendar-event-detail');
  await expect(detail.getByTestId('event-title')).toHaveText(fromNotice!.title);
  await expect(detail.getByTestId('open-source-email')).toBeVisible();
  await expect(detail.getByTestId('open-source-email')).toHaveAttribute('href', new RegExp(`/INBOX/${fromNotice!.emailSource!.messageId}$`));
});

test('an event opened by keyboard is edited in the drawer, shown in another time zone and deleted after a confirmation', async ({ page }) => {
  await signUp(page);
  const origin = new URL(page.url()).origin;
  const reply = await page.request.post('/api/calendar/events', {
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    data: { title: 'Status conference', start: NINE_AM_DEC_9, end: '2026-12-09T18:00:00.000Z' },
  });
  expect(reply.status()).toBe(201);
  const { event } = (await reply.json()) as { event: ApiEvent };

  await page.goto(WEEK);
  const block = page.getByTestId('calendar-week-view').locator(`[data-event-id="${event.id}"]`);
  await block.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`event=${event.id}`));
  const detail = page.getByTestId('calendar-event-detail');
  await expect(detail.getByTestId('event-title')).toHaveText('Status conference');

  await page.getByTestId('event-edit').click();
  await page.getByTestId('event-form-title').fill('Status conference (moved to Dept. 4)');
  const saved = patched(page, event.id);
  await page.getByTestId('event-edit-save').click();
  expect((await saved).status()).toBe(200);
  await expect(detail.getByTestId('event-title')).toHaveText('Status conference (moved to Dept. 4)');
  await expect(block).toContainText('moved to Dept. 4');

  // Another time zone: the same moment is drawn at 18:00 in Paris, and the choice is saved.
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/event=/);
  await page.getByTestId('calendar-time-zone').click();
  await page.keyboard.type('Europe/Paris');
  await page.keyboard.press('Enter');
  await expect(block.locator('.fc-event-time')).toContainText('6:00');
  await expect.poll(async () => ((await (await page.request.get('/api/settings/preferences')).json()) as { preferences: { timeZone: string } }).preferences.timeZone).toBe('Europe/Paris');

  await block.click();
  await page.getByTestId('event-delete').click();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(block).toHaveCount(0);
  expect((await page.request.get(`/api/calendar/events/${event.id}`)).status()).toBe(404);
});

test('the calendar answers a question with suggestions, and its phone link is shown once and turned off', async ({ page }) => {
  await signUp(page);
  await page.goto(WEEK);
  await page.getByTestId('calendar-command-input').locator('input').fill('sing me a song');
  await page.keyboard.press('Enter');
  const reply = page.getByTestId('calendar-command-reply');
  await expect(reply).toContainText("I didn't quite understand that. Could you try rephrasing?");
  await expect(reply.getByTestId('calendar-command-suggestion').first()).toBeVisible();

  await page.getByTestId('calendar-feed-open').click();
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/calendar/feed'));
  await page.getByTestId('calendar-feed-create').click();
  expect((await created).status()).toBe(201);
  await expect(page.getByTestId('calendar-feed-url')).toContainText(/\/ical\/[^/]+\.ics$/);
  const feedUrl = (await page.getByTestId('calendar-feed-url').innerText()).trim();
  expect((await page.request.get(new URL(feedUrl).pathname)).status()).toBe(200);

  await page.getByTestId('calendar-feed-off').click();
  await page.getByRole('button', { name: 'Turn off', exact: true }).last().click();
  await expect(page.getByTestId('calendar-feed-url')).toHaveCount(0);
  expect((await page.request.get('/api/calendar/feed')).status()).toBe(200);
  expect(((await (await page.request.get('/api/calendar/feed')).json()) as { active: boolean }).active).toBe(false);
  expect((await page.request.get(new URL(feedUrl).pathname)).status()).toBe(404);
});

test('an event moved elsewhere (another tab, a continuance) moves on an open calendar without a reload', async ({ page }) => {
  await signUp(page);
  const origin = new URL(page.url()).origin;
  const headers = { Origin: origin, 'Content-Type': 'application/json' };
  const reply = await page.request.post('/api/calendar/events', { headers, data: { title: 'MSC Garcia v. Acme', start: NINE_AM_DEC_9 } });
  const { event } = (await reply.json()) as { event: ApiEvent };
  await page.goto(WEEK);
  const week = page.getByTestId('calendar-week-view');
  await expect(week.locator('td.fc-timegrid-col[data-date="2026-12-09"]').locator(`[data-event-id="${event.id}"]`)).toBeVisible();

  const moved = await page.request.patch(`/api/calendar/events/${event.id}`, { headers, data: { start: '2026-12-11T17:00:00.000Z', end: '2026-12-11T18:00:00.000Z' } });
  expect(moved.status()).toBe(200);
  await expect(week.locator('td.fc-timegrid-col[data-date="2026-12-11"]').locator(`[data-event-id="${event.id}"]`)).toBeVisible({ timeout: 15_000 });
  await expect(week.locator('td.fc-timegrid-col[data-date="2026-12-09"]').locator(`[data-event-id="${event.id}"]`)).toHaveCount(0);
});
