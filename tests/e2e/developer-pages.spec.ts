import { expect, test } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

test('the demo workspace from the login page: "Mock Mode Active" and the seeded data', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Explore the demo workspace' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('mock-mode-active')).toHaveText('Mock Mode Active');
  await expect(page.getByTestId('user-menu-name')).toHaveText('Dana Demo');

  await page.goto('/tasks');
  await expect(page.getByText('Prepare exhibits for the Martinez MSC').first()).toBeVisible();
  await page.goto('/automation');
  await expect(page.getByText('Email Classification').first()).toBeVisible();

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: /Mock Mode Active · demo ends at/ })).toBeVisible();
});

test('developer pages in plain words with no Google account linked; /canvas opens the automations', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);

  await test.step('/launch-test runs its checklist, again on demand', async () => {
    await page.goto('/launch-test');
    const database = page.getByTestId('check-database');
    await expect(database).toHaveAttribute('data-state', 'pass');
    await expect(database).toContainText('The database answers');
    await expect(page.getByTestId('check-mail')).toHaveAttribute('data-state', 'warn');
    await expect(page.getByTestId('check-mail')).toContainText('only the demo mailbox is available');
    await expect(page.getByTestId('check-live')).toBeVisible();
    await expect(page.getByTestId('launch-test')).not.toContainText(/poller|namespace/i);
    const summary = page.getByTestId('launch-test-summary');
    await expect(summary).toContainText('ready');
    await page.getByTestId('check-temporal').getByText('Technical details').click();
    await expect(page.getByTestId('check-temporal')).toContainText('namespace');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/launch-test')) requests.push(request.url());
    });
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect.poll(() => requests.length).toBe(1);
    await expect(summary).toContainText('checked');
    expect(await wcagViolations(page), 'launch test').toEqual([]);
  });

  await test.step('/test/gmail-token says there is no token to check', async () => {
    await page.goto('/test/gmail-token');
    await expect(page.getByTestId('token-none')).toContainText('No Google account is linked, so there is no Gmail token to check.');
    await expect(page.getByRole('button', { name: 'Refresh now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByTestId('token-status')).toContainText('Workspace sign-in');
    await expect(page.getByTestId('token-status')).toContainText('Valid');
    await expect(page.getByTestId('token-status')).toContainText('No Google account');
    expect(await wcagViolations(page), 'gmail token test').toEqual([]);
  });

  await test.step('/debug/email diagnoses the demo mailbox', async () => {
    await page.goto('/debug/email');
    await expect(page.getByTestId('email-debug-none')).toContainText('No Gmail or IMAP account is linked.');
    const demo = page.getByTestId('email-debug-account').first();
    await demo.getByRole('button', { name: /Run diagnostics/ }).click();
    await expect(demo.getByTestId('email-debug-result')).toContainText(/All steps worked, in \d+ ms\./);
    await expect(demo).toContainText('Read the first inbox page');
    expect(await wcagViolations(page), 'email diagnostics').toEqual([]);
  });

  await test.step('/canvas opens the automations, where one is opened on the canvas or started', async () => {
    await page.goto('/canvas');
    await expect(page).toHaveURL(/\/automation$/);
    await expect(page.getByRole('button', { name: /New automation/ }).first()).toBeVisible();
  });
});
