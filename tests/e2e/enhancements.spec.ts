import { expect, test } from '@playwright/test';
import { signUp } from './helpers';

/** The next Monday at least a week ahead, as YYYY-MM-DD (the plan's days are then wholly in the future). */
function mondayAhead(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('plan focus time, accept it, and ask for suggestions by rules, at 700 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 700, height: 900 });
  await signUp(page);
  const created = await page.request.post('/api/tasks', { data: { title: 'Draft the trial brief', priority: 'Urgent', estimatedDuration: 180 } });
  expect(created.status()).toBe(201);

  await page.goto('/enhancements');
  await expect(page.getByText('No plan yet.')).toBeVisible();

  await test.step('a plan is proposed with free blocks, then accepted onto the calendar', async () => {
    await page.getByLabel('From').fill(mondayAhead());
    await page.getByLabel('Working days').fill('2');
    await page.getByRole('button', { name: 'Plan my focus time' }).click();
    await expect(page.getByText('Proposed', { exact: true })).toBeVisible();
    await expect(page.getByText('9:00 AM–10:30 AM')).toBeVisible();
    await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Accept and add to calendar' }).click();
    await expect(page.getByText('Accepted: on your calendar')).toBeVisible();
    await expect(page.getByText('2 focus blocks added to your calendar.')).toBeVisible();
  });

  await test.step('Estimate and Improve say they come from rules, not AI', async () => {
    await page.getByRole('button', { name: 'Estimate Draft the trial brief' }).click();
    const estimate = page.getByRole('region', { name: 'Estimate for Draft the trial brief' });
    await expect(estimate).toContainText('Rules');
    await expect(estimate).toContainText('3 h');
    await page.getByRole('button', { name: 'Improve Draft the trial brief' }).click();
    await expect(page.getByRole('region', { name: 'Suggested changes to Draft the trial brief' })).toContainText('Suggested by rules, not AI: no AI provider is set up.');
  });

  await test.step('suggested meeting times can be put on the calendar with one click', async () => {
    await page.getByRole('textbox', { name: /^Meeting/ }).fill('Call with opposing counsel');
    await page.getByRole('button', { name: 'Suggest times' }).click();
    const slots = page.getByRole('group', { name: 'Suggested times: choose one to add the meeting' }).getByRole('button');
    await expect(slots.first()).toBeVisible();
    await slots.first().click();
    await expect(page.getByText('"Call with opposing counsel" is on your calendar.')).toBeVisible();
  });

  await test.step('a hearing put over a focus block brings a new plan, announced on the calendar', async () => {
    // 09:00 in America/Los_Angeles (the default zone) on the planned Monday, winter time.
    const monday = mondayAhead();
    const hearing = await page.request.post('/api/calendar/events', {
      data: { title: 'MSC — ADJ1234567', start: `${monday}T17:00:00Z`, end: `${monday}T18:00:00Z` },
    });
    expect(hearing.status()).toBe(201);
    await page.goto(`/calendar?view=week&date=${monday}`);
    const banner = page.getByTestId('plan-proposal-banner');
    await expect(banner).toContainText('Your calendar changed: a new focus-time plan is ready', { timeout: 20_000 });
    await expect(banner).toContainText('Nothing changes on your calendar until you accept it.');
    await banner.getByRole('button', { name: 'Review the plan' }).click();
    await expect(page).toHaveURL(/\/enhancements$/);
    await expect(page.getByText('Proposed', { exact: true })).toBeVisible();
  });

  await page.goto('/enhancements');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
