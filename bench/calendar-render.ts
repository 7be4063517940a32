/**
 * Calendar speed: time from opening /calendar to the month view painted with its events, for a month
 * holding 2,000 events against one holding 200, in headless Chromium on the real product. A dense day
 * shows a few events and "+N more" (FullCalendar's dayMaxEvents), so the page stays readable. Two figures:
 * opening /calendar on that month (the whole page load), and "Next month" into it from an empty month.
 *
 *   npx tsx bench/calendar-render.ts [repetitions=5]
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { startProduct } from '../tests/support/product-process';
import { summarise } from './support/environment';

const repetitions = Number(process.argv[2] ?? 5);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ZONE = 'America/Los_Angeles';
// Two months with the same shape (five weeks on screen), far from today so nothing else is in them.
const MONTHS = { 200: '2027-03', 2000: '2027-06' } as const;
const SEED_CONCURRENCY = 6;
const SOURCES = ['primary', 'tasks', 'automation', 'timeblock'];
const TAGS = ['work', 'personal', 'urgent', 'focus'];

const server = await startProduct({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'workspace-bench-')), echo: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { Origin: server.url } });
  const signUp = await context.request.post('/api/auth/signup', {
    data: { email: `bench.${Date.now()}@example-firm.com`, password: 'correct-horse-9', firstName: 'Bench', lastName: 'Mark' },
  });
  if (signUp.status() !== 201) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const page = await context.newPage();

  const results: Record<number, { render: number; switch: number }> = {};
  for (const [count, month] of Object.entries(MONTHS).map(([count, month]) => [Number(count), month] as const)) {
    const started = performance.now();
    await seedMonth(context.request, month, count);
    console.log(`seeded ${count} events in ${month} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await timeRender(page, month); // warm-up: the bundle and fonts in the cache
    const renders: number[] = [];
    const switches: number[] = [];
    for (let round = 0; round < repetitions; round++) {
      renders.push(await timeRender(page, month));
      switches.push(await timeSwitch(page, month));
    }
    const drawn = await page.locator('[data-testid="calendar-event"]').count();
    const more = await page.locator('[data-testid="calendar-more"], .fc-daygrid-more-link').count();
    console.log(`month with ${count} events: ${drawn} drawn, ${more} "+N more" entries`);
    results[count] = {
      render: summarise(`open /calendar, month with ${count} events`, renders),
      switch: summarise(`"Next month" into the month with ${count} events`, switches),
    };
    const reads: number[] = [];
    for (let round = 0; round < repetitions; round++) reads.push(await timeRead(context.request, month));
    summarise(`  the API's reply for that month (part of both)`, reads);
  }
  console.log(
    `ratio 2,000 vs 200 events (target ≤ 1.5): open ${(results[2000]!.render / results[200]!.render).toFixed(2)}, switch ${(results[2000]!.switch / results[200]!.switch).toFixed(2)}`,
  );
} finally {
  await browser.close();
  await server.stop();
}

/** `count` events spread over the month's working days and hours, in several calendars, some all day. */
async function seedMonth(request: APIRequestContext, month: string, count: number) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const day = (index % days) + 1;
      const hour = 8 + (Math.floor(index / days) % 10);
      const local = `${month}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${index % 2 ? '30' : '00'}:00`;
      const start = DateTime.fromISO(local, { zone: ZONE }).toUTC().toISO()!;
      const reply = await request.post('/api/calendar/events', {
        data: {
          title: `Bench event ${index + 1}`,
          start,
          end: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
          allDay: false,
          sourceId: SOURCES[index % SOURCES.length],
          tags: [TAGS[index % TAGS.length]],
        },
      });
      if (reply.status() !== 201) throw new Error(`creating an event failed: ${reply.status()} ${await reply.text()}`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
}

function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** From navigation to the month view painted with its events (the loading line gone). */
async function timeRender(page: Page, month: string): Promise<number> {
  await page.goto('/dashboard');
  await page.getByTestId('sidebar').waitFor();
  const started = performance.now();
  await page.goto(`/calendar?view=month&date=${month}-15`);
  await midMonthEvent(page, month).waitFor({ state: 'visible' });
  await page.getByTestId('calendar-loading').waitFor({ state: 'detached' });
  await nextFrame(page);
  return performance.now() - started;
}

/** An event on the 15th: a day no neighbouring month shows, so it is drawn only once the month's events are in. */
function midMonthEvent(page: Page, month: string) {
  return page.getByTestId('calendar-month-view').locator(`.fc-daygrid-day[data-date="${month}-15"] [data-testid="calendar-event"]`).first();
}

/** Within the page: from "Next month" on the (empty) month before to the month painted with its events. */
async function timeSwitch(page: Page, month: string): Promise<number> {
  const before = DateTime.fromISO(`${month}-15`).minus({ months: 1 }).toISODate();
  await page.goto(`/calendar?view=month&date=${before}`);
  await page.getByTestId('calendar-loading').waitFor({ state: 'detached' });
  await nextFrame(page);
  const started = performance.now();
  await page.getByTestId('calendar-next').click();
  await midMonthEvent(page, month).waitFor({ state: 'visible' });
  await nextFrame(page);
  return performance.now() - started;
}

/** GET /api/calendar/events for the month on screen (the server's share of the render). */
async function timeRead(request: APIRequestContext, month: string): Promise<number> {
  const first = DateTime.fromISO(`${month}-01`, { zone: ZONE });
  const query = new URLSearchParams({ timeMin: first.minus({ days: 7 }).toUTC().toISO()!, timeMax: first.plus({ months: 1, days: 7 }).toUTC().toISO()!, maxResults: '2500' });
  const started = performance.now();
  const reply = await request.get(`/api/calendar/events?${query.toString()}`);
  await reply.body();
  return performance.now() - started;
}
