import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 700, height: 900 };

/** No WCAG 2.x A/AA violation at 1280 px and at 700 px. */
async function expectAccessibleAtBothWidths(page: Page, ready: () => Promise<void>) {
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    await ready();
    expect(await wcagViolations(page), `${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(WIDE);
}

async function automationStatus(request: APIRequestContext, automationId: string): Promise<string> {
  const response = await request.get(`/api/automations/${automationId}`);
  expect(response.ok()).toBe(true);
  const { automation } = (await response.json()) as { automation: { status: string } };
  return automation.status;
}

test('the wizard sets up an e-mail agent step by step, tries it on a sample and opens its page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signUp(page);
  await page.goto('/agents');
  await page.getByTestId('agents-wizard').click();
  await expect(page).toHaveURL(/\/agent-wizard$/);
  const heading = page.getByTestId('wizard-step-heading');
  await expect(heading).toHaveText('What kind of agent?');

  await test.step('the type step is accessible at both widths', async () => {
    await expectAccessibleAtBothWidths(page, () => expect(page.getByTestId('wizard-type-email')).toBeVisible());
  });

  await test.step('type: e-mail, chosen by keyboard', async () => {
    await page.getByTestId('wizard-type-email').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: /E-mail agent/ })).toBeChecked();
    await page.getByTestId('wizard-next').click();
    await expect(heading).toHaveText('What it is for and what it may do');
    await expect(heading).toBeFocused();
  });

  const name = `Intake Mail ${Date.now()}`;
  await test.step('purpose: the preview says what waits for approval', async () => {
    await page.getByTestId('wizard-name').fill(name);
    const held = page.getByTestId('agent-approval-held');
    await expect(held).toContainText('Send a reply');
    await expect(held).toContainText('Label an e-mail');
    await page.getByTestId('autonomy-semi-autonomous').click();
    await expect(held).not.toContainText('Label an e-mail');
    await expect(page.getByTestId('agent-approval-free')).toContainText('Label an e-mail');
    await expectAccessibleAtBothWidths(page, () => expect(page.getByTestId('wizard-name')).toBeVisible());
    await page.getByTestId('wizard-next').click();
  });

  await test.step('model: the e-mail defaults of the spec', async () => {
    await expect(heading).toHaveText('When it starts and how it thinks');
    await expect(page.getByTestId('wizard-max-tokens')).toHaveValue('2000');
    await expect(page.getByTestId('wizard-temperature')).toHaveValue('0.7');
    await page.getByTestId('wizard-custom-prompt').fill('Refer to the applicant by their full name.');
    await page.getByTestId('wizard-next').click();
  });

  await test.step('hours and notifications, then review', async () => {
    await expect(heading).toHaveText('Working hours and notifications');
    await page.getByTestId('wizard-next').click();
    await expect(heading).toHaveText('Check and create');
    await expect(page.getByTestId('wizard-review')).toContainText(name);
    await expect(page.getByTestId('wizard-review')).toContainText('Any time');
    await page.getByTestId('wizard-create').click();
  });

  await test.step('try it on a sample e-mail: each step in plain words', async () => {
    await expect(heading).toHaveText('Try it on a sample');
    await page.getByTestId('wizard-trial-run').click();
    const steps = page.getByTestId('wizard-trial-step');
    await expect(steps.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('wizard-trial-steps')).toContainText('Would wait for your approval');
    await expect(page.getByTestId('wizard-trial-steps')).toContainText('Would do this on its own');
    await expect(page.locator('[data-testid="wizard-trial-step"][data-outcome="acts_alone"]').filter({ hasText: 'Classify' })).toBeVisible();
  });

  await test.step('the agent page shows its metrics, settings and an empty log', async () => {
    await page.getByTestId('wizard-open-agent').click();
    await expect(page).toHaveURL(/\/agents\/[^/]+$/);
    await expect(page.getByTestId('agent-detail-name')).toHaveText(name);
    await expect(page.getByTestId('metric-accuracy')).toContainText('Not enough history yet');
    await expect(page.getByTestId('metric-accuracy')).toContainText('0 approved unchanged · 0 edited · 0 rejected');
    await expect(page.getByTestId('agent-detail-settings')).toContainText('Any time');
    await expect(page.getByTestId('agent-log-empty')).toBeVisible();
    await expectAccessibleAtBothWidths(page, () => expect(page.getByTestId('agent-detail-metrics')).toBeVisible());
  });

  await test.step('editing sets its working hours', async () => {
    await page.getByTestId('agent-detail-edit').click();
    const drawer = page.getByTestId('agent-edit-drawer');
    await drawer.getByText('Only between', { exact: true }).click();
    await expect(drawer.getByTestId('wizard-hours-start')).toHaveValue('09:00');
    await page.getByTestId('agent-save').click();
    await expect(page.getByTestId('agent-detail-settings')).toContainText('09:00–17:00');
  });

  await test.step('the card on /agents leads to the agent page', async () => {
    await page.goto('/agents');
    await page.locator(`[data-testid="agent-card"][data-agent-name="${name}"]`).getByTestId('agent-open').click();
    await expect(page.getByTestId('agent-detail-name')).toHaveText(name);
  });
});

test('a hearing-intake swarm makes its agents and an automation that stays off', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signUp(page);
  await page.goto('/agents');
  await page.getByTestId('agents-configure-swarm').click();
  await expect(page).toHaveURL(/\/configure-swarm$/);
  const template = page.locator('[data-testid="swarm-template"][data-template-id="hearing-intake"]');
  await expect(template).toBeVisible();
  await expect(template.getByTestId('swarm-steps').locator('li')).not.toHaveCount(0);
  await expect(page.getByTestId('swarm-list-empty')).toBeVisible();
  await expectAccessibleAtBothWidths(page, () => expect(template).toBeVisible());

  await template.getByTestId('swarm-template-use').click();
  await expect(page).toHaveURL(/\/configure-swarm\/hearing-intake$/);
  const roles = page.getByTestId('swarm-role');
  await expect(roles).toHaveCount(4);
  await expectAccessibleAtBothWidths(page, () => expect(roles.first()).toBeVisible());

  const swarmName = `Hearing intake ${Date.now()}`;
  await page.getByTestId('swarm-name').fill(swarmName);
  await roles.first().getByTestId('swarm-role-name').fill('EAMS Reader');
  await page.getByTestId('swarm-create').click();

  const created = page.getByTestId('swarm-created');
  await expect(created).toBeVisible({ timeout: 30_000 });
  await expect(created.getByTestId('swarm-created-agents').locator('li')).toHaveCount(4);
  await expect(created).toContainText('EAMS Reader');
  await expect(created).toContainText('off until you turn it on');
  await expect(page.getByTestId('swarm-item').filter({ hasText: swarmName })).toBeVisible();

  await page.getByTestId('swarm-open-automation').click();
  await expect(page).toHaveURL(/\/automation\/[^/]+$/);
  const automationId = page.url().split('/').pop()!;
  await expect(page.getByTestId('builder-state')).toBeVisible({ timeout: 20_000 });
  expect(await automationStatus(page.request, automationId)).toBe('inactive');

  const { agents } = (await (await page.request.get('/api/agents')).json()) as { agents: { name: string }[] };
  expect(agents.map((agent) => agent.name)).toContain('EAMS Reader');
});

test('labelling EAMS notices by hand brings a suggestion to /email, and "Automate this" opens the drafted automation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signUp(page);
  // The demo mailbox is made when the mail screen first opens.
  await page.goto('/email');
  await expect(page).toHaveURL(/\/email\/folder\/[^/]+\/INBOX$/);
  await expect(page.getByTestId('mail-message-row').first()).toBeVisible();

  const request = page.request;
  const { accounts } = (await (await request.get('/api/mail/accounts')).json()) as { accounts: { id: string }[] };
  const accountId = accounts[0]!.id;
  const list = (await (await request.get(`/api/mail/accounts/${accountId}/messages?folderId=INBOX&pageSize=50`)).json()) as {
    messages: { id: string; from: string }[];
  };
  const notices = list.messages.filter((message) => message.from.includes('eams-notices@wcab.example.org'));
  expect(notices.length).toBeGreaterThanOrEqual(4);
  const labelReply = await request.post(`/api/mail/accounts/${accountId}/labels`, { data: { name: 'Hearing' } });
  expect(labelReply.ok()).toBe(true);
  const { label } = (await labelReply.json()) as { label: { id: string } };
  for (const notice of notices.slice(0, 4)) {
    const labelled = await request.post(`/api/mail/accounts/${accountId}/messages/${notice.id}/labels`, { data: { add: [label.id], remove: [] } });
    expect(labelled.status()).toBe(204);
  }

  const check = await request.post('/api/learning/check', { data: {} });
  expect(check.status()).toBe(200);
  const { created } = (await check.json()) as { created: { area: string; description: string }[] };
  const suggestion = created.find((one) => one.area === 'email');
  expect(suggestion, JSON.stringify(created)).toBeDefined();

  await test.step('the automation list offers it under "Suggested for you"', async () => {
    await page.goto('/automation');
    await expect(page.getByTestId('suggested-for-you').getByTestId('suggestion-card').filter({ hasText: suggestion!.description })).toBeVisible();
  });

  await test.step('the profile shows what was noticed, and how you work can be set', async () => {
    await page.goto('/profile');
    await expect(page.getByTestId('noticed-behaviours')).toContainText('Labelled an e-mail');
    await expect(page.getByTestId('noticed-patterns')).toBeVisible();
    const form = page.getByTestId('personality-form');
    await form.getByText('Formal', { exact: true }).first().click();
    await expect(form.getByRole('radio', { name: 'Formal' })).toBeChecked();
    await page.getByTestId('personality-save').click();
    await expect(page.getByText('Saved: drafts and plans follow it from now on.')).toBeVisible();
    await expect(form).toContainText('Set by you');
    expect(await wcagViolations(page, '[data-testid="profile-page"]')).toEqual([]);
  });

  await page.goto('/email');
  const banner = page.getByTestId('email-suggestions');
  await expect(banner).toBeVisible();
  const card = banner.getByTestId('suggestion-card').filter({ hasText: suggestion!.description });
  await expect(card).toContainText('Saves about');
  expect(await wcagViolations(page, '[data-testid="email-suggestions"]')).toEqual([]);

  await card.getByTestId('suggestion-accept').click();
  await expect(page).toHaveURL(/\/automation\/[^/]+$/);
  await expect(page.getByTestId('builder-state')).toBeVisible({ timeout: 20_000 });
  const automationId = page.url().split('/').pop()!;
  expect(await automationStatus(request, automationId)).toBe('inactive');

  // Accepted: it is no longer offered on the mail screen.
  await page.goto('/email');
  await expect(page.getByTestId('mail-message-row').first()).toBeVisible();
  await expect(page.getByTestId('suggestion-card').filter({ hasText: suggestion!.description })).toHaveCount(0);
});
