import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

/**
 * Issue 16's rough edges in the builder and the Audit Queue: drafts that survive leaving, the first step
 * staying where it is dropped, connecting steps by keyboard, a bulk approval that shows each reply's text,
 * a keyboard-only decision in the queue, and both screens at 700 px.
 */

const nodeOf = (page: Page, idPrefix: string) => page.locator(`.react-flow__node[data-id^="${idPrefix}-"]`);

async function viewportTransform(page: Page) {
  return page.locator('.react-flow__viewport').evaluate((element) => (element as HTMLElement).style.transform);
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let count = 0; count < limit; count += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the builder: the first step stays put, steps connect by keyboard, the draft survives leaving, and 700 px keeps the canvas', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1400, height: 950 });
  await signUp(page);
  await page.goto('/automation');
  await page.getByTestId('automation-create').click();
  await page.getByTestId('automation-name-field').fill('Intake draft');
  await page.getByTestId('automation-create-blank').click();
  await expect(page).toHaveURL(/\/automation\/[0-9a-f-]{36}$/);
  const url = page.url();

  await test.step('the first dropped step neither moves the view nor zooms', async () => {
    const before = await viewportTransform(page);
    const canvas = page.locator('.react-flow__pane');
    const box = (await canvas.boundingBox())!;
    await page.getByTestId('palette-trigger.manual').dragTo(canvas, { targetPosition: { x: box.width * 0.3, y: box.height * 0.25 } });
    await expect(nodeOf(page, 'manual')).toHaveCount(1);
    await page.waitForTimeout(600);
    expect(await viewportTransform(page)).toBe(before);
  });

  await test.step('a step added from the palette by keyboard, then connected by keyboard', async () => {
    await page.getByTestId('palette-end').focus();
    await page.keyboard.press('Enter');
    await expect(nodeOf(page, 'end')).toHaveCount(1);
    await nodeOf(page, 'manual').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('node-connect')).toBeVisible();
    await nodeOf(page, 'manual').focus();
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: /^Connect “.+” to…$/ });
    await expect(dialog).toBeVisible();
    const target = dialog.getByRole('radio', { name: /End/ });
    await target.focus();
    await page.keyboard.press('Space');
    await expect(target).toBeChecked();
    await dialog.locator('#connect-dialog-ok').focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);
    await expect(page.getByTestId('editor-announcement')).toHaveText(/^Connected .+ to End\.$/);
  });

  await test.step('an unfinished step makes the drawing invalid: it is kept as a draft and restored after leaving', async () => {
    await page.getByTestId('palette-condition').focus();
    await page.keyboard.press('Enter');
    await expect(nodeOf(page, 'condition')).toHaveCount(1);
    await expect(page.getByTestId('builder-state')).toHaveAttribute('data-state', 'invalid');
    await expect(page.getByTestId('builder-save')).toBeDisabled();
    await expect(page.getByTestId('builder-draft-state')).toHaveAttribute('data-draft', 'saved', { timeout: 10_000 });
    await expect(page.getByTestId('builder-draft-state')).toContainText('Draft saved');

    await page.getByRole('link', { name: 'All automations' }).first().click();
    await expect(page).toHaveURL(/\/automation$/);
    await page.goto(url);
    await expect(page.getByTestId('builder-draft-restored')).toBeVisible();
    await expect(page.locator('.react-flow__node')).toHaveCount(3);
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);
    await expect(page.getByTestId('builder-state')).toHaveAttribute('data-state', 'invalid');
    await expect(page.getByTestId('builder-version')).toHaveText('Not published yet');
  });

  await test.step('at 700 px the palette is a drawer, the canvas keeps most of the width, and Publish stays in view', async () => {
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(page.getByTestId('palette-open')).toBeVisible();
    await expect(page.getByTestId('palette-trigger.manual')).toHaveCount(0);
    const canvas = (await page.locator('.ae-canvas').boundingBox())!;
    const editor = (await page.getByTestId('automation-editor').boundingBox())!;
    expect(canvas.width).toBeGreaterThan(editor.width * 0.9);
    await expect(page.getByTestId('builder-save')).toBeVisible();
    await expect(page.getByTestId('builder-save-draft')).toBeVisible();
    await page.getByTestId('palette-open').click();
    await page.getByTestId('palette-delay').focus();
    await page.keyboard.press('Enter');
    await expect(nodeOf(page, 'wait')).toHaveCount(1);
    expect(await wcagViolations(page, '[data-testid="automation-builder"]')).toEqual([]);
  });
});

/** The E-mail Agent proposes a reply to the demo message with this subject, through the API; resolves with the audit id. */
async function proposeReply(request: APIRequestContext, subject: string): Promise<string> {
  const { accounts } = (await (await request.get('/api/mail/accounts')).json()) as { accounts: { id: string }[] };
  const accountId = accounts[0]!.id;
  const list = (await (await request.get(`/api/mail/accounts/${accountId}/messages?folderId=INBOX&pageSize=50`)).json()) as { messages: { id: string; subject: string }[] };
  const message = list.messages.find((candidate) => candidate.subject.includes(subject))!;
  const { agents } = (await (await request.get('/api/agents')).json()) as { agents: { id: string; type: string }[] };
  const agent = agents.find((candidate) => candidate.type === 'email')!;
  const response = await request.post(`/api/agents/${agent.id}/actions`, {
    data: { type: 'email.send_reply', params: { accountId, messageId: message.id }, source: { type: 'email', id: message.id } },
  });
  expect(response.status()).toBe(202);
  return ((await response.json()) as { auditId: string }).auditId;
}

/** The first words of a proposed reply's text, once its preview is ready. */
async function replyWords(request: APIRequestContext, auditId: string): Promise<string> {
  let words = '';
  await expect(async () => {
    const { entries } = (await (await request.get('/api/audit?status=pending')).json()) as { entries: Array<{ id: string; details: { preview?: { reply?: { body?: string } } } }> };
    const body = entries.find((entry) => entry.id === auditId)?.details.preview?.reply?.body ?? '';
    words = body.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').trim().split(/\s+/).slice(0, 6).join(' ');
    expect(words.length).toBeGreaterThan(5);
  }).toPass({ timeout: 30_000 });
  return words;
}

const auditRow = (page: Page, auditId: string) => page.locator(`[data-testid="audit-row"][data-audit-id="${auditId}"]`);

test('the Audit Queue: a keyboard-only approval at 700 px, and a bulk approval that shows each reply’s text', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page);
  const lunch = await proposeReply(page.request, 'Lunch Thursday?');
  const invoice = await proposeReply(page.request, 'Invoice #PR-20417');
  const checks = await proposeReply(page.request, 'Question about my TD checks');

  await test.step('at 700 px, by keyboard only: open an entry, approve it, and the focus moves on', async () => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/audit');
    await expect(page.getByTestId('audit-pending-count')).toHaveAttribute('data-count', '3');
    const row = auditRow(page, checks);
    const approve = row.getByTestId('audit-approve');
    await expect(approve).toBeInViewport();
    await expect(row.getByTestId('audit-reject')).toBeInViewport();
    expect(await wcagViolations(page, '.audit-screen')).toEqual([]);

    const expand = row.getByTestId('audit-expand');
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[data-testid="audit-detail"][data-audit-id="${checks}"]`)).toBeVisible();
    await tabTo(page, approve);
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('data-status', /^(approved|completed)$/, { timeout: 20_000 });
    // The focus is not dropped to the page: it stays in the queue (the next entry's Approve, or this entry's details button).
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.audit-screen .ant-table') !== null && document.activeElement !== document.body)).toBe(true);
  });

  await test.step('bulk approval lists every reply with its text before anything is sent', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const lunchWords = await replyWords(page.request, lunch);
    const invoiceWords = await replyWords(page.request, invoice);
    for (const auditId of [lunch, invoice]) await auditRow(page, auditId).getByRole('checkbox').check();
    await page.getByTestId('audit-bulk-approve').click();
    const dialog = page.getByRole('dialog', { name: 'Approve 2 actions?' });
    await expect(dialog.getByTestId('audit-bulk-item')).toHaveCount(2);
    await expect(dialog.getByTestId('audit-bulk-text')).toHaveCount(2);
    await expect(dialog.locator(`[data-testid="audit-bulk-item"][data-audit-id="${lunch}"]`)).toContainText(lunchWords);
    await expect(dialog.locator(`[data-testid="audit-bulk-item"][data-audit-id="${invoice}"]`)).toContainText(invoiceWords);
    expect(await wcagViolations(page, '.ant-modal')).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve and send' }).click();
    await expect(page.getByText('2 actions approved')).toBeVisible();
    for (const auditId of [lunch, invoice]) await expect(auditRow(page, auditId)).not.toHaveAttribute('data-status', 'pending');
  });
});
