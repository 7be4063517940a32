import { expect, test, type APIRequestContext } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

/** The E-mail Agent proposes a reply to a demo message through the API: an approval waits in the audit queue. */
async function proposeReply(request: APIRequestContext): Promise<void> {
  const { accounts } = (await (await request.get('/api/mail/accounts')).json()) as { accounts: { id: string }[] };
  const accountId = accounts[0]!.id;
  const inbox = (await (await request.get(`/api/mail/accounts/${accountId}/messages?folderId=INBOX&pageSize=5`)).json()) as { messages: { id: string }[] };
  const messageId = inbox.messages[0]!.id;
  const { agents } = (await (await request.get('/api/agents')).json()) as { agents: { id: string; type: string }[] };
  const agent = agents.find((candidate) => candidate.type === 'email')!;
  const response = await request.post(`/api/agents/${agent.id}/actions`, {
    data: { type: 'email.send_reply', params: { accountId, messageId }, source: { type: 'email', id: messageId } },
  });
  expect(response.status()).toBe(202);
}

test('the dashboard shows the day from real data, Ctrl-K search opens a task, and both pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  const start = new Date(Date.now() + 5 * 60_000).toISOString();
  const hearing = await page.request.post('/api/calendar/events', {
    data: { title: 'Hearing on the Whitfield motion', start, hearingType: 'Motion hearing', caseNumber: 'BC-2026-118', judge: 'Okafor' },
  });
  expect(hearing.status()).toBe(201);
  const task = await page.request.post('/api/tasks', { data: { title: 'Serve the Kowalski subpoena', priority: 'High', dueDate: new Date(Date.now() - 3_600_000).toISOString() } });
  expect(task.status()).toBe(201);
  const taskId = ((await task.json()) as { task: { id: string } }).task.id;
  await page.goto('/email');
  await expect(page).toHaveURL(/\/email\/folder\/[^/]+\/INBOX$/);
  await proposeReply(page.request);

  await test.step('the dashboard lists the hearing, the overdue task and the approval, and ticks the mailbox step', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome, Maria Alvarez');
    const today = page.getByTestId('dashboard-today');
    await expect(today.getByRole('link', { name: 'Hearing on the Whitfield motion' })).toBeVisible();
    await expect(today).toContainText('Case BC-2026-118');
    const tasks = page.getByTestId('dashboard-tasks');
    await expect(tasks).toContainText('1 task due, 1 overdue');
    await expect(tasks.getByRole('link', { name: 'Serve the Kowalski subpoena' })).toHaveAttribute('href', `/tasks?task=${taskId}`);
    await expect(page.getByTestId('dashboard-approvals')).toContainText('1 action waiting for your decision', { timeout: 20_000 });
    await expect(page.getByTestId('checklist-mailbox')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('checklist-team')).toHaveAttribute('data-done', 'false');
    await expect(page.getByTestId('system-status')).toHaveCount(0);
  });

  await test.step('axe finds no WCAG A/AA violation, and at 700 px nothing scrolls sideways', async () => {
    expect(await wcagViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(page.getByTestId('dashboard-tasks')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The screen itself (the collapsed sidebar's badge link is the shell's part).
    expect(await wcagViolations(page, '#main-content')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('Ctrl-K focuses the search; typing finds the task; arrows move; Escape closes; Enter opens it', async () => {
    await page.getByTestId('dashboard-welcome').click();
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: 'Search the workspace' });
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('placeholder', 'Search conversations, documents...');
    await page.keyboard.type('zzqx');
    await expect(page.getByTestId('search-results')).toContainText('No results for “zzqx”');
    await search.fill('');
    await page.keyboard.type('kowals');
    const option = page.getByRole('option', { name: /Serve the Kowalski subpoena/ });
    await expect(option).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Tasks' })).toBeVisible();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    expect(await wcagViolations(page, '[data-testid="global-search"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('search-results')).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(option).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tasks\\?task=${taskId}$`));
    await expect(page.getByText('Serve the Kowalski subpoena').first()).toBeVisible();
  });
});
