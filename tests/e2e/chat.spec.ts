import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

/** A short case note; the passage the question is after is in the second paragraph. */
const NOTE = [
  "Lopez v. Acme Storage — workers' compensation claim notes.",
  'The applicant first told her supervisor about the back injury on March 3, two weeks after she fell from a ladder in the warehouse.',
  'The deposition of the custodian of records is set for July 8 at the offices of Baker and Lin in Fresno.',
].join('\n\n');

const QUESTION = 'When did the applicant tell her supervisor about the back injury?';

/** Opens the documents and sources panel when it is a drawer (narrow windows); inline it is already there. */
async function showContext(page: Page) {
  const open = page.getByTestId('chat-open-context');
  if (await open.isVisible()) await open.click();
  await expect(page.getByTestId('chat-linked-documents')).toBeVisible();
}

test('a question about a linked document is answered with a citation that opens the passage', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page);

  await test.step('upload a small text document and wait until it is ready', async () => {
    await page.goto('/knowledge');
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/knowledge/documents/upload') && response.request().method() === 'POST');
    await page
      .getByTestId('kb-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lopez-notes.txt', mimeType: 'text/plain', buffer: Buffer.from(NOTE, 'utf8') });
    expect((await uploaded).status()).toBe(201);
    const row = page.getByTestId('kb-document-row').filter({ hasText: 'lopez-notes' });
    await expect(row.getByTestId('kb-document-status')).toHaveAttribute('data-status', 'ready', { timeout: 120_000 });
  });

  const status = (await (await page.request.get('/api/chat/status')).json()) as { canGenerate: boolean };

  await test.step('open a new chat: the welcome, and the banner when there is no AI model', async () => {
    await page.goto('/ai-assistant');
    await expect(page.getByTestId('chat-welcome')).toBeVisible();
    await expect(page.getByTestId('chat-example').first()).toBeVisible();
    if (!status.canGenerate) await expect(page.getByTestId('chat-no-model')).toContainText('Replies need an AI model.');
    else await expect(page.getByTestId('chat-no-model')).toHaveCount(0);
  });

  await test.step('link the document to the new chat', async () => {
    await showContext(page);
    const picker = page.getByLabel('Add a document from the knowledge base');
    await picker.click();
    await picker.fill('lopez');
    await page.locator('.ant-select-item-option').filter({ hasText: 'lopez-notes' }).click();
    await page.getByTestId('chat-document-add').click();
    await expect(page.getByTestId('chat-linked-document')).toHaveCount(1);
    await expect(page.getByTestId('chat-linked-document')).toContainText('lopez-notes');
    // In a drawer, close it again to reach the message box.
    if (await page.getByTestId('chat-open-context').isVisible()) await page.keyboard.press('Escape');
  });

  let conversationUrl = '';
  await test.step('ask: the question shows at once, the answer arrives with citation links', async () => {
    const input = page.getByLabel('Message', { exact: true });
    await input.fill(QUESTION);
    await input.press('Enter');
    await expect(page.getByTestId('chat-question').first()).toHaveText(QUESTION);
    await expect(page).toHaveURL(/\/ai-assistant\/c\/[^/]+$/, { timeout: 30_000 });
    conversationUrl = page.url();

    const answer = page.getByTestId('chat-answer').last();
    await expect(answer).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
    if (!status.canGenerate) {
      await expect(answer.getByTestId('chat-notice').filter({ hasText: 'needs an AI model' })).toBeVisible();
      await expect(answer).toContainText('told her supervisor about the back injury on March 3');
    }
    const citation = answer.getByRole('link', { name: /^Source 1: lopez-notes/ });
    await expect(citation.first()).toBeVisible();
    await expect(citation.first()).toHaveAttribute('href', /^\/knowledge\?document=[^&]+&chunk=[^&]+/);
    await expect(page.getByTestId('chat-announcer')).toContainText('The reply is ready.');
    await expect(page.getByTestId('chat-log')).toHaveAttribute('aria-busy', 'false');
  });

  await test.step('the conversation is saved in the history with its title', async () => {
    const item = page.getByTestId('chat-history-item').first();
    const openHistory = page.getByTestId('chat-open-history');
    if (await openHistory.isVisible()) await openHistory.click();
    await expect(item).toBeVisible({ timeout: 15_000 });
    await expect(item.getByRole('link')).toHaveAttribute('aria-current', 'page');
    if (await openHistory.isVisible()) await page.keyboard.press('Escape');
  });

  await test.step('after a reload the answer and its sources are still there', async () => {
    await page.reload();
    const answer = page.getByTestId('chat-answer').last();
    await expect(answer).toHaveAttribute('data-status', 'complete');
    await showContext(page);
    await expect(page.getByTestId('chat-source').first()).toContainText('lopez-notes');
    if (await page.getByTestId('chat-open-context').isVisible()) await page.keyboard.press('Escape');
  });

  await test.step('axe finds no WCAG A/AA problem at 1280 and 700 px, and nothing scrolls sideways', async () => {
    for (const width of [1280, 700]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(conversationUrl);
      await expect(page.getByTestId('chat-answer').last()).toHaveAttribute('data-status', 'complete');
      expect(await wcagViolations(page), `chat at ${width} px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `chat at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('the citation opens the knowledge viewer at the passage', async () => {
    await page.goto(conversationUrl);
    const citation = page.getByTestId('chat-answer').last().getByRole('link', { name: /^Source 1: lopez-notes/ }).first();
    await citation.click();
    await expect(page).toHaveURL(/\/knowledge\?document=[^&]+&chunk=/);
    const viewer = page.getByTestId('kb-viewer');
    await expect(viewer).toBeVisible();
    const highlighted = viewer.locator('[data-testid="kb-passage"][data-highlighted="true"]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText('told her supervisor about the back injury');
    await expect(highlighted).toBeInViewport();
  });
});
