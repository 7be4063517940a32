import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUp } from './helpers';

const TD_CHECKS = 'Question about my TD checks';

/** Opens one message of the demo inbox by its subject. */
async function openDemoMessage(page: Page, subject: string) {
  await page.goto('/email');
  await expect(page).toHaveURL(/\/email\/folder\/[^/]+\/INBOX$/);
  await page
    .getByTestId('mail-message-row')
    .filter({ has: page.getByTestId('mail-row-subject').filter({ hasText: subject }) })
    .first()
    .click();
  await expect(page.getByTestId('message-subject')).toHaveText(subject);
}

const auditRow = (page: Page, auditId: string) => page.locator(`[data-testid="audit-row"][data-audit-id="${auditId}"]`);

/** The E-mail Agent proposes a reply to the demo message with this subject, through the API; resolves with the audit id. */
async function proposeReply(request: APIRequestContext, subject: string): Promise<string> {
  const { accounts } = (await (await request.get('/api/mail/accounts')).json()) as { accounts: { id: string }[] };
  const accountId = accounts[0]!.id;
  const page = (await (await request.get(`/api/mail/accounts/${accountId}/messages?folderId=INBOX&pageSize=50`)).json()) as {
    messages: { id: string; subject: string }[];
  };
  const message = page.messages.find((candidate) => candidate.subject.includes(subject))!;
  const { agents } = (await (await request.get('/api/agents')).json()) as { agents: { id: string; type: string }[] };
  const agent = agents.find((candidate) => candidate.type === 'email')!;
  const response = await request.post(`/api/agents/${agent.id}/actions`, {
    data: { type: 'email.send_reply', params: { accountId, messageId: message.id }, source: { type: 'email', id: message.id } },
  });
  expect(response.status()).toBe(202);
  const reply = (await response.json()) as { message: string; auditId: string };
  expect(reply.message).toBe('Action requires approval');
  return reply.auditId;
}

test('the E-mail Agent’s reply waits in the Audit Queue, is edited, approved and sent as edited', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);

  await test.step('ask the E-mail Agent to reply to the demo message', async () => {
    await openDemoMessage(page, TD_CHECKS);
    await page.getByTestId('ask-agent-reply').click();
    await expect(page.getByText('Reply waiting for approval in the Audit Queue')).toBeVisible();
    // The badge counts everything waiting: this reply, and any deadline chain the demo notices proposed meanwhile.
    await expect(async () => {
      const waiting = (await (await page.request.get('/api/audit?status=pending&limit=1')).json()) as { pendingCount: number; waitingChainCount: number };
      expect(waiting.pendingCount).toBe(1);
      await expect(page.getByTestId('nav-badge-/audit')).toHaveText(String(waiting.pendingCount + waiting.waitingChainCount), { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByTestId('open-audit-queue').click();
    await expect(page).toHaveURL(/\/audit$/);
  });

  const pending = page.locator('[data-testid="audit-row"][data-status="pending"]');
  await expect(pending).toHaveCount(1);
  const auditId = (await pending.getAttribute('data-audit-id'))!;
  const row = auditRow(page, auditId);
  await row.getByRole('button', { name: /^Show details: / }).click();

  const preview = page.getByTestId('audit-reply-preview');
  await expect(preview.getByTestId('audit-reply-to')).toContainText('Jasmine Howard');
  await expect(preview.getByTestId('audit-reply-subject')).toHaveText(`Re: ${TD_CHECKS}`);
  await expect(page.getByTestId('audit-facts')).toContainText('Reply drafted from the e-mail analysis');
  await expect(page.getByTestId('audit-expires')).toHaveText(/^in \d+ h$/);
  await expect(page.getByTestId('audit-temporal-link')).toHaveAttribute('target', '_blank');

  const edited = `We called the adjuster about your missing TD check (ref ${Date.now()}).`;
  await test.step('edit the body and approve', async () => {
    await preview.getByTestId('audit-edit-reply').click();
    // The reply is edited as plain text: its blank line becomes a paragraph break in what is sent.
    await preview.getByTestId('audit-edit-body').fill(`Dear Ms. Howard,\n\n${edited}`);
    await expect(page.frameLocator('[data-testid="audit-reply-body"]').locator('p', { hasText: edited })).toHaveCount(1);
    await row.getByTestId('audit-approve').click();
  });

  await test.step('the row turns completed as the queue refreshes', async () => {
    await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
    await expect(page.getByTestId('audit-result')).toContainText('Sent to Jasmine Howard');
    await expect(page.getByTestId('audit-decided-by')).toContainText('By you');
  });

  await test.step('the edited reply is in SENT', async () => {
    await page.goto('/email');
    await page.getByTestId('mail-folder-SENT').click();
    await expect(page).toHaveURL(/\/email\/folder\/[^/]+\/SENT$/);
    await page.getByTestId('mail-message-row').filter({ hasText: `Re: ${TD_CHECKS}` }).first().click();
    await expect(page.getByTestId('message-subject')).toHaveText(`Re: ${TD_CHECKS}`);
    const sent = page.frameLocator('[data-testid="message-body"]');
    await expect(sent.locator('p', { hasText: 'Dear Ms. Howard,' })).toHaveCount(1);
    await expect(sent.locator('p', { hasText: edited })).toHaveCount(1);
    await expect(sent.locator('body')).not.toContainText('Dear Ms. Howard, We called');
  });
});

test('two proposed replies are selected and rejected together', async ({ page }) => {
  await signUp(page);
  const lunch = await proposeReply(page.request, 'Lunch Thursday?');
  const invoice = await proposeReply(page.request, 'Invoice #PR-20417');

  await page.goto('/audit');
  await expect(page.getByTestId('audit-pending-count')).toHaveAttribute('data-count', '2');
  for (const auditId of [lunch, invoice]) {
    await expect(auditRow(page, auditId)).toHaveAttribute('data-status', 'pending');
    await auditRow(page, auditId).getByRole('checkbox').check();
  }
  await page.getByTestId('audit-bulk-reject').click();
  // The confirmation lists each selected reply with its content before anything is decided.
  const confirmation = page.getByRole('dialog', { name: 'Reject 2 actions?' });
  await expect(confirmation.getByTestId('audit-bulk-item')).toHaveCount(2);
  await confirmation.locator('#audit-bulk-confirm').click();

  await expect(page.getByText('2 actions rejected')).toBeVisible();
  for (const auditId of [lunch, invoice]) await expect(auditRow(page, auditId)).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId('audit-pending-count')).toHaveAttribute('data-count', '0');

  await page.getByTestId('audit-status-filter').click();
  await page.locator('.ant-select-dropdown').getByText('Rejected', { exact: true }).click();
  await expect(page.getByTestId('audit-row')).toHaveCount(2);
});
