import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

const NO_NOTES = 'No notes yet. Add your first note above.';
const NOTE_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/;

const stickyPanel = (page: Page) => page.getByTestId('sticky-notes-drawer');
const bell = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });

async function openStickyNotes(page: Page) {
  await page.getByRole('button', { name: 'Sticky notes', exact: true }).click();
  await expect(stickyPanel(page).getByRole('dialog')).toBeVisible();
}

/**
 * A new account's demo inbox is analysed at sign-up, and its hearing notices notify (the hearing, then the
 * deadlines it proposes). Waits until the list has not grown for three readings in a row, then clears it, so
 * the bell starts with nothing unread.
 */
async function clearSettledNotifications(request: APIRequestContext) {
  let previous = -1;
  let unchanged = 0;
  await expect
    .poll(
      async () => {
        const { notifications } = (await (await request.get('/api/notifications?limit=50')).json()) as { notifications: unknown[] };
        unchanged = notifications.length === previous ? unchanged + 1 : 0;
        previous = notifications.length;
        return unchanged >= 3;
      },
      { intervals: [1500], timeout: 60_000 },
    )
    .toBe(true);
  expect((await request.delete('/api/notifications', { data: {} })).status()).toBe(200);
}

/** The E-mail Agent proposes a reply to a demo message through the API; it waits for approval. */
async function proposeReply(request: APIRequestContext, subject: string): Promise<string> {
  const { accounts } = (await (await request.get('/api/mail/accounts')).json()) as { accounts: { id: string }[] };
  const accountId = accounts[0]!.id;
  const inbox = (await (await request.get(`/api/mail/accounts/${accountId}/messages?folderId=INBOX&pageSize=50`)).json()) as { messages: { id: string; subject: string }[] };
  const message = inbox.messages.find((candidate) => candidate.subject.includes(subject))!;
  const { agents } = (await (await request.get('/api/agents')).json()) as { agents: { id: string; type: string }[] };
  const agent = agents.find((candidate) => candidate.type === 'email')!;
  const response = await request.post(`/api/agents/${agent.id}/actions`, { data: { type: 'email.send_reply', params: { accountId, messageId: message.id } } });
  expect(response.status()).toBe(202);
  return ((await response.json()) as { auditId: string }).auditId;
}

test('sticky notes: add, edit, cancel, delete; a whitespace-only note is not saved; notes stay after a reload', async ({ page }) => {
  await signUp(page);
  await openStickyNotes(page);
  const panel = stickyPanel(page);
  const text = panel.getByRole('textbox');
  await expect(panel.getByText(NO_NOTES)).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Cream' })).toBeChecked();
  await expect(panel.getByRole('radio')).toHaveCount(6);

  await test.step('a whitespace-only note is not saved', async () => {
    await text.fill('   \n  ');
    await panel.getByRole('button', { name: 'Add Note' }).click();
    await expect(panel.getByRole('alert')).toContainText('an empty note is not saved');
    await expect(panel.getByText(NO_NOTES)).toBeVisible();
    await expect(panel.getByTestId('sticky-note')).toHaveCount(0);
  });

  await test.step('add a lavender note', async () => {
    await text.fill('Call the WCAB clerk about the MSC date');
    await panel.getByRole('radio', { name: 'Lavender' }).check();
    await panel.getByRole('button', { name: 'Add Note' }).click();
    const note = panel.getByTestId('sticky-note');
    await expect(note).toHaveCount(1);
    await expect(note).toHaveAttribute('data-color', 'lavender');
    await expect(note.getByTestId('sticky-note-content')).toHaveText('Call the WCAB clerk about the MSC date');
    await expect(note.getByTestId('sticky-note-date')).toHaveText(NOTE_DATE);
    await expect(panel.getByText(NO_NOTES)).toHaveCount(0);
    await expect(text).toHaveValue('');
    await expect(panel.getByRole('radio', { name: 'Cream' })).toBeChecked();
  });

  await test.step('edit shows Update Note and Cancel; Cancel leaves the note as it was', async () => {
    const note = panel.getByTestId('sticky-note');
    await note.getByRole('button', { name: 'Edit' }).click();
    await expect(text).toHaveValue('Call the WCAB clerk about the MSC date');
    await expect(panel.getByRole('button', { name: 'Update Note' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Add Note' })).toHaveCount(0);
    await text.fill('Something else');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByRole('button', { name: 'Add Note' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(text).toHaveValue('');
    await expect(note.getByTestId('sticky-note-content')).toHaveText('Call the WCAB clerk about the MSC date');
  });

  await test.step('update the note', async () => {
    const note = panel.getByTestId('sticky-note');
    await note.getByRole('button', { name: 'Edit' }).click();
    await text.fill('Call the WCAB clerk: MSC moved to Friday');
    await panel.getByRole('radio', { name: 'Green' }).check();
    await panel.getByRole('button', { name: 'Update Note' }).click();
    await expect(note.getByTestId('sticky-note-content')).toHaveText('Call the WCAB clerk: MSC moved to Friday');
    await expect(note).toHaveAttribute('data-color', 'green');
    await expect(panel.getByRole('button', { name: 'Add Note' })).toBeVisible();
  });

  await test.step('the note is stored on the server', async () => {
    await page.reload();
    await openStickyNotes(page);
    await expect(stickyPanel(page).getByTestId('sticky-note-content')).toHaveText('Call the WCAB clerk: MSC moved to Friday');
  });

  await test.step('delete it: the empty state returns', async () => {
    await stickyPanel(page).getByTestId('sticky-note').getByRole('button', { name: 'Delete' }).click();
    await expect(stickyPanel(page).getByText(NO_NOTES)).toBeVisible();
    await page.reload();
    await openStickyNotes(page);
    await expect(stickyPanel(page).getByText(NO_NOTES)).toBeVisible();
  });
});

test('the bell: no dot with nothing unread; an approval waiting shows it without a reload and links to the audit queue', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await clearSettledNotifications(page.request);
  await page.goto('/tasks');

  await expect(bell(page)).toHaveAttribute('data-unread-count', '0');
  await expect(page.getByTestId('notifications-badge').locator('.ant-badge-count')).toHaveCount(0);
  await bell(page).click();
  const drawer = page.getByTestId('notifications-drawer');
  await expect(drawer.getByText('No notifications')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('dialog')).toBeHidden();

  // Proposed through the API while the page stays open: the live channel brings it, with no reload.
  await proposeReply(page.request, 'Question about my TD checks');
  await expect(bell(page)).not.toHaveAttribute('data-unread-count', '0', { timeout: 20_000 });
  await expect(page.getByTestId('notifications-badge').locator('.ant-badge-count')).toBeVisible();

  await bell(page).click();
  const approval = drawer.getByTestId('notification-item').filter({ hasText: 'Approval waiting:' }).first();
  await expect(approval).toHaveAttribute('data-read', 'false');
  await expect(approval.getByTestId('notification-link')).toHaveAttribute('href', '/audit');
  await approval.getByTestId('notification-link').click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect
    .poll(async () => ((await (await page.request.get('/api/notifications')).json()) as { notifications: { title: string; read: boolean }[] }).notifications.find((n) => n.title.startsWith('Approval waiting:'))?.read)
    .toBe(true);

  await test.step('mark all read, remove and clear all', async () => {
    await bell(page).click();
    await expect(drawer.getByTestId('notification-item').first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAttribute('data-unread-count', '0');
    const count = await drawer.getByTestId('notification-item').count();
    await drawer.getByTestId('notification-item').first().getByRole('button', { name: /^Remove notification:/ }).click();
    await expect(drawer.getByTestId('notification-item')).toHaveCount(count - 1);
    if (count > 1) {
      await drawer.getByRole('button', { name: 'Clear all' }).click();
      await page.getByRole('button', { name: 'Clear all' }).last().click();
    }
    await expect(drawer.getByText('No notifications')).toBeVisible();
  });
});

test('the bell and the sticky notes panel pass axe’s WCAG A and AA rules, light and dark, at 1280 and 700 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  expect((await page.request.post('/api/sticky-notes', { data: { content: 'Serve the DOR on all parties', color: 'yellow' } })).status()).toBe(201);
  expect((await page.request.post('/api/sticky-notes', { data: { content: 'Calendar the 20-day deadline' } })).status()).toBe(201);
  await proposeReply(page.request, 'Question about my TD checks');

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of [1280, 700]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/tasks');

      await openStickyNotes(page);
      await expect(stickyPanel(page).getByText('Serve the DOR on all parties')).toBeVisible();
      expect(await wcagViolations(page, '[data-testid="sticky-notes-drawer"]'), `sticky notes, ${theme}, ${width} px`).toEqual([]);
      if (width === 700) {
        const box = await stickyPanel(page).getByRole('dialog').boundingBox();
        expect(box?.width, 'the panel takes the whole width at 700 px').toBeGreaterThanOrEqual(690);
      }
      await page.keyboard.press('Escape');

      await bell(page).click();
      await expect(page.getByTestId('notifications-drawer').getByTestId('notification-item').filter({ hasText: 'Approval waiting:' }).first()).toBeVisible();
      expect(await wcagViolations(page, '[data-testid="notifications-drawer"]'), `notifications, ${theme}, ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      expect(await wcagViolations(page, '[data-testid="top-bar"]'), `top bar, ${theme}, ${width} px`).toEqual([]);
    }
  }
});
