import { expect, request as playwrightRequest, test } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

const FAILURE = 'Tasks are out of reach for a moment.';

test('a failed call shows in the error monitor with its details; Retry, Clear Old and Dismiss work', async ({ page }) => {
  await signUp(page);
  const badge = page.getByRole('button', { name: /^Error monitor:/ });
  await expect(badge).toHaveText('All Clear');

  // The task list answers 500 until `failing` is lifted (at the moment of the Retry click, so that no refetch
  // of the page's own succeeds first and resolves the error before Retry is pressed).
  let failing = true;
  const failTasks = (url: URL) => url.pathname === '/api/tasks';
  await page.route(failTasks, (route) =>
    failing && route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: FAILURE } }) })
      : route.continue(),
  );
  await page.goto('/tasks');
  await expect(badge).toHaveText('1 Error(s)', { timeout: 20_000 });

  await badge.click();
  const panel = page.getByRole('region', { name: 'Error monitor' });
  const item = panel.getByTestId('error-monitor-item').filter({ hasText: FAILURE });
  await expect(item).toContainText('Severity: Medium');
  await expect(item).toContainText('Type: Server');
  await expect(item).toContainText(/Time:\d{1,2}:\d{2}:\d{2}/);
  await expect(item).toContainText('Context:Loading tasks');
  // The first recovery attempt (re-running the request) ran by itself and failed.
  await expect(item).toContainText('Attempts:1/3', { timeout: 20_000 });
  expect(await wcagViolations(page, '[data-testid="error-monitor"]')).toEqual([]);

  const retry = item.getByRole('button', { name: /^Retry/ });
  await expect(retry).toBeVisible();
  failing = false;
  await retry.click();
  await page.unroute(failTasks);
  await expect(item).toContainText('Resolved');
  await expect(item).toContainText('Attempts:2/3');
  await expect(badge).toHaveText('All Clear');

  await panel.getByRole('button', { name: 'Clear Old' }).click();
  await expect(panel.getByTestId('error-monitor-item')).toHaveCount(0);
  await expect(panel).toContainText('Nothing has gone wrong in this tab.');

  // At 700 px an unhandled rejection is captured as medium; nothing can recover it, so only Dismiss is offered.
  await page.setViewportSize({ width: 700, height: 800 });
  await page.evaluate(() => {
    setTimeout(() => void Promise.reject(new Error('The calendar sync stopped unexpectedly')), 0);
  });
  await expect(badge).toHaveText('1 Error(s)');
  const rejection = panel.getByTestId('error-monitor-item').filter({ hasText: 'The calendar sync stopped unexpectedly' });
  await expect(rejection).toContainText('Severity: Medium');
  await expect(rejection).toContainText('Attempts:0/3');
  await expect(rejection.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 700).toBe(true);
  // Keyboard: Dismiss by Enter, Escape closes the panel and returns to the badge.
  await rejection.getByRole('button', { name: /^Dismiss/ }).focus();
  await page.keyboard.press('Enter');
  await expect(badge).toHaveText('All Clear');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(badge).toBeFocused();

  // Silenced noise: the document viewer's worker is not reported.
  await page.evaluate(() => {
    setTimeout(() => void Promise.reject(new Error('Setting up fake worker failed: pdf.worker.mjs')), 0);
  });
  await page.waitForTimeout(300);
  await expect(badge).toHaveText('All Clear');
});

test('a session ended from another device signs the person out to /login at their next step', async ({ page, baseURL }) => {
  await signUp(page);
  await page.goto('/tasks');
  await expect(page.getByTestId('page-content')).toBeVisible();

  // Elsewhere, the same session is signed out.
  const elsewhere = await playwrightRequest.newContext({ baseURL: baseURL!, storageState: await page.context().storageState() });
  const ended = await elsewhere.post('/api/auth/logout', { data: {} });
  expect(ended.ok()).toBe(true);
  await elsewhere.dispose();

  // The page's next request meets the ended session: the click's, or a background one that came first.
  const calendar = page.getByTestId('sidebar').getByRole('link', { name: 'Calendar' });
  await calendar.click({ timeout: 5_000 }).catch(async (error: unknown) => {
    if (!/\/login$/.test(page.url())) throw error;
  });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
});
