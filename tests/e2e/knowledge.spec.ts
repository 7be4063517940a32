import { expect, test } from '@playwright/test';
import { makePdf } from '../support/document-fixtures';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

/** A three-page report; the passage the search is after is on page 3. */
const REPORT_PAGES = [
  [
    "WORKERS' COMPENSATION APPEALS BOARD",
    'Maria Lopez, Applicant, v. Acme Storage Inc., Defendant.',
    'Summary of the file prepared for the mandatory settlement conference.',
  ],
  [
    'Records subpoena',
    'The deposition of the custodian of records is set for July 8 at the offices of Baker and Lin in Fresno.',
    'Copies of the payroll ledgers will be produced at that time.',
  ],
  [
    'Notice of the accident',
    'The applicant first told her supervisor about the back injury on March 3, two weeks after she fell from a ladder in the warehouse.',
    'No claim form was handed to her until April.',
  ],
];

/** A question in other words than the report's: none of "told", "supervisor", "injury" or "fell". */
const QUESTION = 'when did the worker inform her boss that she got hurt at work';

test('a PDF uploaded to a matter is read, found by meaning inside the matter, and opens at its page', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page);
  await page.goto('/knowledge');
  await expect(page.getByTestId('kb-folders-empty')).toBeVisible();
  await expect(page.getByTestId('kb-documents-empty')).toBeVisible();

  let matterId = '';
  await test.step('create a client matter', async () => {
    await page.getByTestId('kb-new-matter').click();
    const dialog = page.getByRole('dialog', { name: 'New matter' });
    await dialog.getByLabel('Name', { exact: true }).fill('Smith v. Acme');
    await expect(dialog.getByLabel('This folder is a client matter')).toBeChecked();
    await dialog.getByLabel('Client name').fill('Jane Smith');
    await dialog.getByLabel('Matter number').fill('2026-014');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();

    const node = page.getByTestId('kb-folder-tree').getByTestId('kb-folder').filter({ hasText: 'Smith v. Acme' });
    await expect(node).toContainText('Matter');
    await expect(node).toContainText('2026-014');
    await expect(page.getByTestId('kb-folder-heading')).toContainText('Smith v. Acme');
    await expect(page.getByTestId('kb-folder-header')).toContainText('Client: Jane Smith');
    await expect(page).toHaveURL(/folder=/);
    matterId = new URL(page.url()).searchParams.get('folder') ?? '';
    expect(matterId).not.toBe('');
  });

  await test.step('upload a PDF and watch it go from Processing… to Ready', async () => {
    // Every status word the row shows is recorded, so a quick "Processing…" is not missed.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { kbStatuses: string[] }).kbStatuses = seen;
      const record = () => {
        for (const status of document.querySelectorAll('[data-testid="kb-document-row"] [data-testid="kb-document-status"] .ant-badge-status-text')) {
          const text = status.textContent ?? '';
          if (seen[seen.length - 1] !== text) seen.push(text);
        }
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });

    const bytes = await makePdf(REPORT_PAGES);
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/knowledge/documents/upload') && response.request().method() === 'POST');
    await page
      .getByTestId('kb-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lopez-report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
    const reply = await uploaded;
    expect(reply.status()).toBe(201);
    expect(((await reply.json()) as { status: string }).status).toBe('pending');

    const row = page.getByTestId('kb-document-row').filter({ hasText: 'lopez-report' });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('kb-document-status')).toHaveAttribute('data-status', 'ready', { timeout: 120_000 });
    await expect(row.getByTestId('kb-document-status')).toContainText('Ready');
    const statuses = await page.evaluate(() => (window as unknown as { kbStatuses: string[] }).kbStatuses);
    expect(statuses[0]).toBe('Processing…');
    expect(statuses[statuses.length - 1]).toBe('Ready');
  });

  await test.step('search in other words, inside the matter', async () => {
    const search = page.getByLabel('Search the knowledge base');
    await search.fill(QUESTION);
    await search.press('Enter');
    await expect(page.getByTestId('kb-search-scope')).toContainText('Searching in matter Smith v. Acme');
    const first = page.getByTestId('kb-search-hit').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    await expect(first).toContainText('lopez-report');
    await expect(first).toContainText('Page 3');
    await expect(first).toContainText('told her supervisor about the back injury');
  });

  await test.step('outside the matter, the same search finds nothing (the matter wall)', async () => {
    await page.getByTestId('kb-folder-outside').click();
    await expect(page.getByTestId('kb-search-scope')).toContainText('Searching documents outside matters');
    await expect(page.getByTestId('kb-search-empty')).toBeVisible();
    await page.getByTestId('kb-folder-tree').getByTestId('kb-folder').filter({ hasText: 'Smith v. Acme' }).click();
    await expect(page.getByTestId('kb-search-scope')).toContainText('Searching in matter Smith v. Acme');
  });

  await test.step('the hit opens the document at page 3 with the passage highlighted', async () => {
    await page.getByTestId('kb-search-hit').first().getByRole('link').click();
    await expect(page).toHaveURL(/page=3/);
    await expect(page).toHaveURL(new RegExp(`matterId=${matterId}`));
    const viewer = page.getByTestId('kb-viewer');
    await expect(viewer.getByTestId('kb-viewer-page').first()).toBeVisible();
    const highlighted = viewer.locator('[data-testid="kb-passage"][data-highlighted="true"]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText('told her supervisor about the back injury');
    await expect(highlighted.locator('mark')).toHaveCount(1);
    await expect(highlighted).toBeInViewport();
    await expect(viewer.locator('[data-testid="kb-viewer-page"][data-page="3"]')).toContainText('Page 3');
    await expect(viewer.locator('[data-testid="kb-viewer-page"][data-page="3"] [data-highlighted="true"]')).toHaveCount(1);
    await expect(viewer.getByTestId('kb-viewer-download')).toHaveAttribute('href', new RegExp(`/file\\?matterId=${matterId}$`));
    await expect(viewer.getByTestId('kb-viewer-pdf')).toContainText('Open the PDF at page 3');
    await expect(viewer.getByTestId('kb-viewer-pdf')).toHaveAttribute('href', /#page=3$/);
  });

  await test.step("an AI lookup in the matter is written to the matter's reading log", async () => {
    const lookup = await page.request.post('/api/knowledge/search-by-content', { data: { query: QUESTION, matterId } });
    expect(lookup.status()).toBe(200);
    await page.getByTestId('kb-viewer').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Back to documents' }).click();
    await page.getByTestId('kb-reading-log-open').click();
    const entry = page.getByTestId('kb-reading-log').getByTestId('kb-reading-log-entry').first();
    await expect(entry).toContainText('lopez-report');
    await expect(entry).toContainText('Looked up to answer a question');
    await expect(entry).toContainText(QUESTION);
    expect(await wcagViolations(page, '[data-testid="kb-reading-log"]')).toEqual([]);
  });

  await test.step('the processing page shows the documents outside matters until the matter is chosen, then lists it as Ready', async () => {
    await page.goto('/knowledge/ai-processing');
    await expect(page.getByTestId('kb-processing-empty')).toContainText('No documents outside matters yet.');
    await expect(page.getByTestId('kb-processing-row')).toHaveCount(0);
    // By keyboard: open the list, move from "Documents outside matters" to the matter, choose it.
    const chooser = page.getByRole('combobox', { name: 'Show' });
    await chooser.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Matter Smith v. Acme (2026-014)' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`matterId=${matterId}`));
    const row = page.getByTestId('kb-processing-row').filter({ hasText: 'lopez-report' });
    await expect(row).toHaveAttribute('data-status', 'ready');
    await expect(row).toContainText('Ready');
    await expect(row).toContainText('Matter Smith v. Acme');
    await expect(row).toContainText('Not retried');
  });

  await test.step('axe finds no WCAG A/AA problem at 1280 and 700 px, and nothing scrolls sideways', async () => {
    for (const width of [1280, 700]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, ready] of [
        [`/knowledge?folder=${matterId}`, 'kb-documents'],
        [`/knowledge?folder=${matterId}&q=${encodeURIComponent(QUESTION)}`, 'kb-search-hit'],
        [`/knowledge/ai-processing?matterId=${matterId}`, 'kb-processing-table'],
        ['/knowledge/ai-processing', 'kb-processing-empty'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
        expect(await wcagViolations(page), `${path} at ${width} px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  });
});
