import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers';

/** The demo mailbox a new user gets, opened on its inbox. */
async function openDemoInbox(page: Page) {
  await page.goto('/email');
  await expect(page).toHaveURL(/\/email\/folder\/[^/]+\/INBOX$/);
  await expect(page.getByTestId('mail-account-list')).toContainText('Demo mailbox');
  await expect(page.getByTestId('mail-folder-INBOX')).toBeVisible();
  await expect(page.getByTestId('mail-message-row').first()).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a notice of hearing in the demo inbox is analysed onto the calendar and links back to the e-mail', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await openDemoInbox(page);

  const notice = page
    .getByTestId('mail-message-row')
    .filter({ has: page.getByTestId('mail-row-subject').filter({ hasText: /Notice of Hearing/ }) })
    .first();
  const messageId = await notice.getAttribute('data-message-id');
  expect(messageId).toBeTruthy();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/INBOX/${escapeRegExp(messageId!)}$`));
  await expect(page.getByTestId('mail-message-detail')).toHaveAttribute('data-message-id', messageId!);

  // The demo inbox is analysed by the server on its own; the panel follows it until the event exists.
  const panel = page.getByTestId('mail-analysis-panel');
  await expect(panel.getByTestId('analysis-status')).toHaveText('Event created', { timeout: 30_000 });
  const caseNumber = (await panel.getByTestId('analysis-case-number').innerText()).trim();
  expect(caseNumber).toMatch(/^ADJ\d+$/);
  await expect(panel.getByTestId('analysis-temporal-link')).toHaveAttribute('target', '_blank');

  await panel.getByTestId('analysis-event-link').click();
  await expect(page).toHaveURL(/\/calendar\?date=\d{4}-\d{2}-\d{2}&event=[^&]+$/);
  const eventId = new URL(page.url()).searchParams.get('event')!;
  const week = page.getByTestId('calendar-week-view');
  await expect(week.locator(`[data-testid="calendar-event"][data-event-id="${eventId}"]`)).toBeVisible();

  const detail = page.getByTestId('calendar-event-detail');
  await expect(detail).toContainText(caseNumber);
  await detail.getByTestId('open-source-email').click();
  await expect(page).toHaveURL(new RegExp(`/email/folder/[^/]+/INBOX/${escapeRegExp(messageId!)}$`));
  await expect(page.getByTestId('mail-message-detail')).toHaveAttribute('data-message-id', messageId!);
});

test('compose checks the subject, then a sent message is in SENT', async ({ page }) => {
  await signUp(page);
  await openDemoInbox(page);

  await page.getByTestId('compose-button').click();
  await page.getByTestId('compose-to').fill('opposing.counsel@example-defense.com');
  await page.getByTestId('compose-send').click();
  await expect(page.getByText('Subject field is required to send an email.')).toBeVisible();

  const subject = `Status of Garcia v. Acme ${Date.now()}`;
  await page.getByTestId('compose-subject').fill(subject);
  await page.getByTestId('compose-body').fill('<p>Please confirm the MSC on December 9.</p>');
  await page.getByTestId('compose-send').click();
  await expect(page.getByText('Message sent successfully.')).toBeVisible();
  await expect(page.getByTestId('compose-to')).toBeHidden();

  await page.getByTestId('mail-folder-SENT').click();
  await expect(page).toHaveURL(/\/email\/folder\/[^/]+\/SENT$/);
  await expect(page.getByTestId('mail-message-row').filter({ hasText: subject })).toBeVisible();
});

test('the calendar opens on the week view and switches to day and month', async ({ page }) => {
  await signUp(page);
  await page.goto('/calendar?date=2026-12-09');
  await expect(page.getByTestId('calendar-week-view')).toBeVisible();
  await expect(page.getByTestId('calendar-title')).toHaveText('December 6 – 12, 2026');
  await page.getByTestId('calendar-view-switch').getByText('Month').click();
  await expect(page.getByTestId('calendar-month-view')).toBeVisible();
  await expect(page.getByTestId('calendar-title')).toHaveText('December 2026');
  await page.getByTestId('calendar-view-switch').getByText('Day').click();
  await expect(page.getByTestId('calendar-day-view')).toBeVisible();
  await page.getByTestId('calendar-next').click();
  await expect(page.getByTestId('calendar-title')).toHaveText('Thursday, December 10, 2026');
});
