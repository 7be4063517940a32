import { expect, test } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

/** The demo inbox's notice of a mandatory settlement conference carries this case number. */
const DEMO_CASE_NUMBER = 'ADJ12345678';
const NOTE_TITLE = 'Intake interview notes';
const MATTER_NAME = 'Client file 2026-031';

test("a matter's case number lists the hearing, mail and tasks that carry it, live, and nothing of the matter shows on the calendar", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  // Opening the mail accounts gives the person the demo mailbox, which the server analyses on its own.
  expect((await page.request.get('/api/mail/accounts')).status()).toBe(200);
  expect((await page.request.post('/api/tasks', { data: { title: 'Serve the exhibits for adj 1234 5678' } })).status()).toBe(201);
  expect((await page.request.post('/api/tasks', { data: { title: 'Unrelated: renew the bar card' } })).status()).toBe(201);

  await page.goto('/knowledge');
  await page.getByTestId('kb-new-matter').click();
  const dialog = page.getByRole('dialog', { name: 'New matter' });
  await dialog.getByLabel('Name', { exact: true }).fill(MATTER_NAME);
  await dialog.getByLabel('Case numbers').fill('adj 1234 5678');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('kb-folder-heading')).toContainText(MATTER_NAME);
  const matterPage = page.url();

  const panel = page.getByTestId('kb-matter-links');
  await expect(panel.getByTestId('kb-matter-case-numbers')).toContainText('adj 1234 5678');
  const tasks = panel.getByTestId('kb-linked-tasks-item');
  await expect(tasks.filter({ hasText: 'Serve the exhibits for adj 1234 5678' })).toContainText('Names the case number');
  await expect(tasks.filter({ hasText: 'renew the bar card' })).toHaveCount(0);

  // The notice's analysis and its hearing arrive through the live channel, without a reload.
  const hearing = panel.getByTestId('kb-linked-events-item').first();
  await expect(hearing).toBeVisible({ timeout: 90_000 });
  await expect(hearing).toContainText('WCAB Los Angeles');
  await expect(panel.getByTestId('kb-linked-mail-item').filter({ hasText: `Notice of Hearing – Mandatory Settlement Conference – ${DEMO_CASE_NUMBER}` })).toBeVisible({ timeout: 60_000 });
  expect((await page.request.post('/api/tasks', { data: { title: 'Call the client', description: `About ${DEMO_CASE_NUMBER}.` } })).status()).toBe(201);
  await expect(tasks.filter({ hasText: 'Call the client' })).toBeVisible();

  // A note in the matter, to show that the hearing it links to carries nothing of the matter.
  expect((await page.request.post('/api/knowledge/documents', { data: { title: NOTE_TITLE, content: 'The applicant lifted pallets alone.', folderId: new URL(page.url()).searchParams.get('folder') } })).status()).toBe(201);

  for (const width of [1280, 700]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('kb-document-row').filter({ hasText: NOTE_TITLE })).toBeVisible();
    await expect(hearing).toBeVisible();
    expect(await wcagViolations(page), `matter page at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `matter page at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }

  await hearing.getByRole('link').click();
  await expect(page).toHaveURL(/\/calendar\?view=day&date=\d{4}-\d{2}-\d{2}&event=[^&]+$/);
  // Loaded afresh, so the knowledge screen's own "Matter created" notice is gone.
  await page.goto(page.url());
  const detail = page.getByTestId('calendar-event-detail');
  await expect(detail).toContainText(DEMO_CASE_NUMBER);
  await expect(page.locator('body')).not.toContainText(NOTE_TITLE);
  await expect(page.locator('body')).not.toContainText(MATTER_NAME);

  await test.step('the dark theme passes axe, and a second case number is added by editing the matter', async () => {
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto(matterPage);
    await expect(hearing).toBeVisible();
    expect(await wcagViolations(page), 'matter page in the dark theme').toEqual([]);

    await page.getByTestId('kb-folder-edit').click();
    const edit = page.getByRole('dialog', { name: 'Edit matter' });
    await expect(edit.getByLabel('Case numbers')).toHaveValue('adj 1234 5678');
    await edit.getByLabel('Case numbers').fill(`adj 1234 5678\n${'9'.repeat(41)}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toContainText('A case number can be at most 40 characters long.');
    await edit.getByLabel('Case numbers').fill('adj 1234 5678\n23STCV12345');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(panel.getByTestId('kb-matter-case-numbers')).toContainText('adj 1234 5678, 23STCV12345');
    // With several numbers, each item says which one it carries.
    await expect(tasks.filter({ hasText: 'Call the client' }).locator('.kb-linked-case')).toHaveText('adj 1234 5678');
  });
});
