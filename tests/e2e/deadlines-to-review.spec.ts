import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

interface WaitingChain {
  id: string;
  caseNumber: string | null;
  hearingType: string | null;
  hearingEventId: string | null;
  source: { accountId: string; messageId: string; subject: string } | null;
  proposed: Array<{ ruleId: string }>;
}

/** The chain the demo MSC notice proposed once the demo inbox is analysed, as the waiting list gives it. */
async function waitingMscChain(page: Page): Promise<WaitingChain> {
  for (let tries = 0; tries < 150; tries++) {
    const { chains } = (await (await page.request.get('/api/deadline-chains/waiting')).json()) as { chains: WaitingChain[] };
    const msc = chains.find((chain) => chain.caseNumber === 'ADJ12345678' && chain.hearingType === 'MSC');
    if (msc) return msc;
    await page.waitForTimeout(400);
  }
  throw new Error('the demo MSC notice did not propose a waiting chain in time');
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The sidebar's Audit Queue badge (collapsed or not) counts the actions pending and the chains waiting, as the API does. */
async function expectBadgeCountsWaiting(page: Page) {
  await expect(async () => {
    const waiting = (await (await page.request.get('/api/audit?status=pending&limit=1')).json()) as { pendingCount: number; waitingChainCount: number };
    const total = waiting.pendingCount + waiting.waitingChainCount;
    await expect(page.getByTestId('nav-item-/audit')).toHaveText(new RegExp(`^(Audit Queue)?${total === 0 ? '' : total}$`), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const reviewItem = (page: Page, chainId: string) => page.locator(`[data-testid="review-chain"][data-chain-id="${chainId}"]`);

test('a chain waiting for you shows on the dashboard, in the Audit Queue and in its notice; accepted in one place it leaves the others live; AA at 1280 and 700 px', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signUp(page);
  // Opening the mailboxes gives the user the demo mailbox, whose notices the server analyses.
  expect((await page.request.get('/api/mail/accounts')).status()).toBe(200);
  const chain = await waitingMscChain(page);
  expect(chain.source).not.toBeNull();
  const source = chain.source!;

  await test.step('the dashboard lists it with its deadlines and its notice', async () => {
    for (const width of [1280, 700]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard');
      const card = page.getByTestId('dashboard-deadlines-to-review');
      await expect(card.getByRole('heading', { name: 'Deadlines to review' })).toBeVisible();
      const item = reviewItem(page, chain.id);
      await expect(item.getByTestId('review-deadline')).toHaveCount(chain.proposed.length);
      await expect(item).toContainText('MSC on');
      await expect(item).toContainText('ADJ12345678');
      await expect(item.getByTestId('review-source')).toContainText(source.subject.trim());
      await expect(item.getByTestId('review-open-hearing')).toHaveAttribute('href', new RegExp(`event=${chain.hearingEventId!}`));
      expect(await wcagViolations(page), `dashboard at ${width} px`).toEqual([]);
      await noSidewaysScroll(page, `the dashboard at ${width} px`);
    }
  });

  await test.step('the Audit Queue has its own filter for it, and its badge counts it', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/audit');
    await page.getByTestId('audit-view').getByText('Deadlines to review').click();
    await expect(page).toHaveURL(/\/audit\?show=deadlines$/);
    await expect(reviewItem(page, chain.id)).toBeVisible();
    const waiting = (await (await page.request.get('/api/audit?status=pending&limit=1')).json()) as { waitingChainCount: number };
    expect(waiting.waitingChainCount).toBeGreaterThanOrEqual(1);
    await expectBadgeCountsWaiting(page);
    for (const width of [700, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await wcagViolations(page), `audit queue's deadlines at ${width} px`).toEqual([]);
      await noSidewaysScroll(page, `the audit queue at ${width} px`);
    }
  });

  await test.step('the notification links to where it is decided', async () => {
    await page.getByTestId('notifications-button').click();
    const notice = page.getByTestId('notification-item').filter({ hasText: 'Deadlines to review: MSC' });
    await expect(notice).toHaveCount(1);
    await expect(notice.getByTestId('notification-link')).toHaveAttribute('href', `/audit?show=deadlines&chain=${chain.id}`);
    await page.goto('/dashboard');
    await page.getByTestId('notifications-button').click();
    await page.getByTestId('notification-item').filter({ hasText: 'Deadlines to review: MSC' }).getByTestId('notification-link').click();
    await expect(page).toHaveURL(new RegExp(`/audit\\?show=deadlines&chain=${chain.id}$`));
    await expect(reviewItem(page, chain.id)).toHaveClass(/is-highlighted/);
  });

  // Two more tabs keep the dashboard and the Audit Queue open while the chain is accepted from the notice.
  const dashboard = await context.newPage();
  await dashboard.goto('/dashboard');
  await expect(reviewItem(dashboard, chain.id)).toBeVisible();
  const audit = await context.newPage();
  await audit.goto('/audit?show=deadlines');
  await expect(reviewItem(audit, chain.id)).toBeVisible();

  await test.step("the notice's analysis panel shows the chain, why each date, and accepts it", async () => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/dashboard');
    // From the dashboard, the notice the chain came from.
    await reviewItem(page, chain.id).getByTestId('review-source').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/email/folder/${source.accountId}/INBOX/`));
    const panel = page.getByTestId('mail-analysis-panel');
    const fromNotice = panel.getByTestId('notice-deadlines');
    await expect(fromNotice.getByText('Deadlines proposed from this notice')).toBeVisible({ timeout: 30_000 });
    const card = fromNotice.locator(`[data-testid="deadline-chain"][data-chain-id="${chain.id}"]`);
    await expect(card.getByTestId('chain-deadline')).toHaveCount(chain.proposed.length);
    const why = card.getByTestId('why-this-date').first();
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByTestId('why-this-date-panel').first()).toContainText('Trigger');
    for (const width of [700, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await wcagViolations(page), `the notice's deadlines at ${width} px`).toEqual([]);
      await noSidewaysScroll(page, `the mail screen at ${width} px`);
    }
    const accepted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/api/deadline-chains/${chain.id}/accept`));
    await card.getByTestId('chain-accept-all').click();
    expect((await accepted).status()).toBe(200);
    await expect(card.locator('[data-testid="chain-deadline"][data-state="accepted"]')).toHaveCount(chain.proposed.length);
    await expect(card.getByTestId('chain-accept-all')).toHaveCount(0);
  });

  await test.step('decided in the notice, it is gone from the dashboard and the Audit Queue without a reload', async () => {
    await expect(reviewItem(dashboard, chain.id)).toHaveCount(0);
    await expect(reviewItem(audit, chain.id)).toHaveCount(0);
    await expectBadgeCountsWaiting(audit);
    const unread = (await (await page.request.get('/api/notifications')).json()) as { notifications: Array<{ link: string | null; read: boolean }> };
    expect(unread.notifications.filter((each) => each.link?.includes(chain.id)).map((each) => each.read)).toEqual([true]);
  });
});
