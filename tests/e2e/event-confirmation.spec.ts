import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

const SUBJECT = 'Deposition of Dr. Alan Cho (PTP)';

/** Opens the deposition notice in the demo inbox; resolves with its analysis panel. */
async function openNotice(page: Page) {
  await page.goto('/email');
  await page
    .getByTestId('mail-message-row')
    .filter({ has: page.getByTestId('mail-row-subject').filter({ hasText: SUBJECT }) })
    .first()
    .click();
  return page.getByTestId('mail-analysis-panel');
}

test('an event read with doubt waits in the Audit Queue with its source, is corrected, confirmed and lands on the calendar', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await signUp(page);

  await test.step('the demo mailbox receives messages until the deposition notice arrives', async () => {
    const { accounts } = (await (await page.request.get('/api/mail/accounts')).json()) as { accounts: { id: string }[] };
    const accountId = accounts[0]!.id;
    // The demo mailbox delivers its arrivals in turn; this notice is the sixth.
    for (let delivered = 0; delivered < 6; delivered += 1) {
      const response = await page.request.post(`/api/mail/accounts/${accountId}/demo/receive`, { data: {}, headers: { origin: baseURL! } });
      expect(response.ok()).toBe(true);
    }
  });

  await test.step('the message says the event waits for confirmation, and shows where each field came from', async () => {
    const panel = await openNotice(page);
    await expect(panel.getByTestId('analysis-status')).toHaveText('Waiting for you to confirm the event', { timeout: 45_000 });
    await expect(panel.getByTestId('analysis-awaiting-confirmation')).toBeVisible();
    await expect(panel.getByTestId('analysis-source-eventTime-uncertain')).toHaveText('Please check');
    await expect(panel.getByTestId('analysis-source-caseNumber-quote')).toHaveText('from “ADJ17760021”');
    expect(await wcagViolations(page, '[data-testid="mail-analysis-panel"]')).toEqual([]);
    await panel.getByRole('link', { name: 'Audit Queue' }).click();
    await expect(page).toHaveURL(/\/audit$/);
  });

  const pending = page.locator('[data-testid="audit-row"][data-status="pending"]').filter({ hasText: 'Deposition' });
  await expect(pending).toHaveCount(1, { timeout: 15_000 });
  const row = page.locator(`[data-testid="audit-row"][data-audit-id="${await pending.getAttribute('data-audit-id')}"]`);
  await test.step('the queue shows why it asks, and the reading with its source', async () => {
    await row.getByRole('button', { name: /^Show details: / }).click();
    const view = page.getByTestId('audit-event-confirmation');
    await expect(view.getByTestId('audit-confirmation-reason')).toContainText('The time is uncertain');
    await expect(view.getByTestId('audit-confirm-value-eventTime')).toContainText('14:00');
    await expect(view).toContainText('at 2:00 at our offices');
    expect(await wcagViolations(page, '[data-testid="audit-event-confirmation"]')).toEqual([]);
  });

  await test.step('correct the time and confirm', async () => {
    const view = page.getByTestId('audit-event-confirmation');
    await view.getByTestId('audit-edit-event').click();
    await view.getByLabel('Time').fill('14:30');
    expect(await wcagViolations(page, '[data-testid="audit-event-confirmation"]')).toEqual([]);
    await row.getByTestId('audit-approve').click();
    await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  });

  await test.step('the event is on the calendar at the corrected time', async () => {
    const panel = await openNotice(page);
    await expect(panel.getByTestId('analysis-status')).toHaveText('Event created', { timeout: 30_000 });
    await panel.getByTestId('analysis-event-link').click();
    const detail = page.getByTestId('calendar-event-detail');
    await expect(detail).toContainText('ADJ17760021');
    await expect(detail).toContainText('2:30');
  });
});
