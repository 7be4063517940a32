import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

test('settings: time zone, theme, revoking another session and the export download; accessible at 700 px', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const person = await signUp(page);

  // A second session of the same person, from another browser context.
  const other = await browser.newContext({ baseURL: baseURL! });
  expect((await other.request.post('/api/auth/login', { data: { email: person.email, password: person.password } })).status()).toBe(200);

  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Time zone: searchable, saved on the server.
  await page.getByLabel('Your time zone').click();
  await page.getByLabel('Your time zone').fill('Berlin');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Europe\/Berlin$/ }).click();
  await expect(page.getByText('Time zone set to Europe/Berlin')).toBeVisible();
  expect((await (await page.request.get('/api/settings/preferences')).json()).preferences.timeZone).toBe('Europe/Berlin');

  // Theme.
  await page.getByLabel('Theme', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Tokyo Night$/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'tokyo-night');

  // Sessions: the other one can be signed out; this browser's is marked.
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('This browser')).toBeVisible();
  await page.getByRole('button', { name: /^Sign out / }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(rows).toHaveCount(1);
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await other.close();

  // Export downloads a JSON file with this person's account in it.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-json').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^workspace-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { tables: { users: { email: string }[] } };
  expect(exported.tables.users[0]!.email).toBe(person.email);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('ai-provider')).toBeVisible();
  expect(await wcagViolations(page), '/settings at 700 px').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), '/settings scrolls sideways').toBeLessThanOrEqual(0);

  await page.goto('/integrations');
  await expect(page.getByTestId('integration-imap')).toBeVisible();
  await expect(page.getByTestId('integration-courtlistener')).toBeVisible();
  expect(await wcagViolations(page), '/integrations at 700 px').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), '/integrations scrolls sideways').toBeLessThanOrEqual(0);
});
