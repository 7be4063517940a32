import { expect, test, type Page } from '@playwright/test';
import { Document, Packer, Paragraph } from 'docx';
import mammoth from 'mammoth';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

/**
 * Professional mode against the fake case-law services of playwright.config.ts (CourtListener v4 search and
 * citation lookup, the Caselaw Access Project's static files) and no AI key: drafts are filled templates.
 */

const TEMPLATE_TEXT = [
  'PETITION FOR RECONSIDERATION',
  '',
  'Applicant {{applicant_name}} petitions for reconsideration of the findings of the workers’ judge.',
  '',
  'Apportionment must rest on substantial medical evidence. (Brodie v. Workers’ Comp. Appeals Bd. (2007) 40 Cal.4th 1313.)',
  'The petition is timely under Lab. Code, § 5903.',
].join('\n');

const WRITING = [
  'The applicant sustained a cumulative trauma injury to her lumbar spine while employed as a warehouse worker.',
  'Pursuant to Labor Code section 4663, apportionment must be based on causation and supported by substantial medical evidence.',
  'Accordingly, the report of the qualified medical evaluator was considered by the Board, and it was found to be inadequate.',
  'Therefore, we respectfully request that the findings be rescinded and the matter returned to the trial level.',
].join(' ');

/** Picks an option of the antd select that is open. */
async function pickOption(page: Page, text: string) {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function expectNoViolations(page: Page, where: string) {
  expect(await wcagViolations(page), where).toEqual([]);
}

test('professional mode: case research saved to a matter, a drafted petition with its citations checked and confirmed, its Word export, and a style profile', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page);

  const matter = await page.request.post('/api/knowledge/folders', { data: { name: 'Lopez v. Acme Storage', isMatter: true, matterClient: 'Maria Lopez', matterNumber: '2026-031' } });
  expect(matter.status()).toBe(201);

  await test.step('off by default: the chat only; a legal link offers to turn professional mode on', async () => {
    await page.goto('/ai-assistant');
    await expect(page.getByTestId('chat-screen')).toBeVisible();
    await expect(page.getByLabel('Professional mode')).not.toBeChecked();
    await expect(page.getByTestId('assistant-mode-bar')).toContainText('Professional mode adds case research, drafting from your templates, and writing style.');
    await expect(page.getByTestId('assistant-tabs')).toHaveCount(0);

    await page.goto('/ai-assistant/research');
    await expect(page.getByTestId('legal-off')).toBeVisible();
    await expectNoViolations(page, 'professional mode off');
    await page.getByRole('button', { name: 'Turn on professional mode' }).click();
    await expect(page.getByTestId('case-search-form')).toBeVisible();
    await expect(page.getByLabel('Professional mode')).toBeChecked();
    const tabs = page.getByRole('navigation', { name: 'Assistant sections' });
    await expect(tabs.getByRole('link')).toHaveText(['Chat', 'Case research', 'Drafting', 'Writing style']);
    await expect(tabs.getByRole('link', { name: 'Case research' })).toHaveAttribute('aria-current', 'page');

    // Saved: still on after a reload.
    await page.reload();
    await expect(page.getByLabel('Professional mode')).toBeChecked();
    await expect(page.getByTestId('case-search-form')).toBeVisible();
  });

  await test.step('search case law: CourtListener answers', async () => {
    await expect(page.getByTestId('search-history-empty')).toBeVisible();
    await expect(page.getByTestId('saved-cases-empty')).toBeVisible();
    await page.getByLabel('Search for').fill('apportionment');
    await page.getByLabel('Jurisdiction').fill('Califo');
    // Jurisdictions are offered by name as you type.
    await page.getByTitle('California', { exact: true }).click();
    await expect(page.getByLabel('Jurisdiction')).toHaveValue('California');
    await page.getByRole('button', { name: 'Search case law' }).click();

    const results = page.getByTestId('case-result');
    await expect(results.first()).toBeVisible();
    await expect(page.getByTestId('case-fallback-notice')).toHaveCount(0);
    await expect(page.getByTestId('case-results-summary')).toContainText('CourtListener: answered');
    const brodie = results.filter({ hasText: 'Brodie' });
    await expect(brodie).toHaveCount(1);
    await expect(brodie.getByTestId('case-result-citation')).toContainText('40 Cal. 4th 1313');
    await expect(brodie.getByTestId('case-result-source')).toHaveText('CourtListener');
    await expect(brodie.getByRole('link', { name: /Read the opinion/ })).toHaveAttribute('href', /\/opinion\//);
    await expect(page).toHaveURL(/research\?search=/);
    await expect(page.getByTestId('search-history-item')).toHaveCount(1);
    await expect(page.getByTestId('search-history-item')).toContainText('apportionment');
    await expectNoViolations(page, 'case research with results');
  });

  await test.step('save a case to the matter', async () => {
    const brodie = page.getByTestId('case-result').filter({ hasText: 'Brodie' });
    await brodie.getByTestId('case-save-matter').click();
    await pickOption(page, 'Lopez v. Acme Storage');
    await brodie.getByRole('button', { name: 'Save to matter' }).click();
    await expect(page.getByText(/Saved “Brodie.*” to Lopez v\. Acme Storage\./)).toBeVisible();
    const group = page.getByTestId('saved-case-group').filter({ hasText: 'Lopez v. Acme Storage' });
    await expect(group.getByTestId('saved-case')).toHaveCount(1);
    await expect(group.getByTestId('saved-case')).toContainText('Brodie');
  });

  await test.step('reopen the search from the history', async () => {
    await page.goto('/ai-assistant/research');
    await expect(page.getByTestId('case-results-idle')).toBeVisible();
    await page.getByTestId('search-history-item').getByRole('button').click();
    await expect(page.getByTestId('case-result').filter({ hasText: 'Brodie' })).toBeVisible();
    await expect(page.getByTestId('search-history-item').getByRole('button')).toHaveAttribute('aria-current', 'true');
  });

  await test.step('a second search, then the history cleared', async () => {
    await page.getByLabel('Search for').fill('Miranda');
    await page.getByRole('button', { name: 'Search case law' }).click();
    await expect(page.getByTestId('case-result').filter({ hasText: 'Miranda v. Arizona' })).toBeVisible();
    await expect(page.getByTestId('search-history-item')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear history' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByTestId('search-history-empty')).toBeVisible();
    // The saved case stays.
    await expect(page.getByTestId('saved-case').filter({ hasText: 'Brodie' })).toHaveCount(1);
  });

  let documentUrl = '';
  await test.step('a template with a citation, and a draft from it', async () => {
    await page.getByRole('navigation', { name: 'Assistant sections' }).getByRole('link', { name: 'Drafting' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Drafting' })).toBeVisible();
    await expect(page.getByTestId('documents-empty')).toBeVisible();
    await expectNoViolations(page, 'drafting');

    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByLabel('Name').fill('Reconsideration: apportionment');
    await dialog.getByLabel('Document type').fill('petition');
    await dialog.getByLabel('Text').fill(TEMPLATE_TEXT);
    await dialog.getByRole('button', { name: 'Create template' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('template-row').filter({ hasText: 'Reconsideration: apportionment' });
    await expect(row).toContainText('Fields: applicant_name');

    // The firm's own Word file for the template: its {field} tags are filled on export.
    const word = new Document({ sections: [{ children: [new Paragraph('PETITION FOR RECONSIDERATION'), new Paragraph('Applicant {applicant_name} petitions for reconsideration.')] }] });
    await row.locator('input[type="file"]').setInputFiles({
      name: 'reconsideration.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await Packer.toBuffer(word),
    });
    await expect(row).toContainText('Word file: reconsideration.docx');
    await expect(row.getByRole('button', { name: /Replace Word file/ })).toBeVisible();

    await row.getByRole('button', { name: 'Draft from this' }).click();
    const draft = page.getByRole('dialog', { name: 'New draft' });
    await draft.getByLabel('Title').fill('Lopez petition for reconsideration');
    await draft.getByLabel('Applicant name').fill('Maria Lopez');
    await draft.getByLabel('Instructions').fill('Stress that the medical report does not explain how and why.');
    await draft.getByLabel('Matter').click();
    await pickOption(page, 'Lopez v. Acme Storage');
    await expect(page.getByRole('dialog', { name: 'New draft' })).toBeVisible();
    await expectNoViolations(page, 'new draft dialog');
    await draft.getByRole('button', { name: 'Write the draft' }).click();

    await expect(page).toHaveURL(/\/ai-assistant\/drafting\/[^/]+$/);
    documentUrl = page.url();
    await expect(page.getByTestId('draft-title')).toHaveText('Lopez petition for reconsideration');
    await expect(page.getByTestId('draft-content')).toHaveValue(/Applicant Maria Lopez petitions for reconsideration/);
  });

  await test.step('the case citation is verified; the statute waits for a confirmation', async () => {
    const case40 = page.getByTestId('citation-row').filter({ hasText: '40 Cal.4th 1313' });
    await expect(case40.getByTestId('citation-state')).toHaveText('Verified');
    await expect(case40.getByTestId('citation-confirm')).toHaveCount(0);
    const statute = page.getByTestId('citation-row').filter({ hasText: '5903' });
    await expect(statute.getByTestId('citation-state')).toHaveText('Not verified');
    await expect(page.getByTestId('citations-summary')).toHaveText('1 citation needs your confirmation before export.');
    await expectNoViolations(page, 'draft editor');

    await page.getByRole('button', { name: 'Check citations' }).click();
    await expect(case40.getByTestId('citation-state')).toHaveText('Verified');
  });

  await test.step('export waits for the confirmation, then downloads a .docx', async () => {
    await page.getByRole('button', { name: 'Export to Word' }).click();
    await expect(page.getByTestId('draft-export-error')).toContainText('1 citation(s) not verified. Confirm each one before exporting.');

    const statute = page.getByTestId('citation-row').filter({ hasText: '5903' });
    await statute.getByRole('button', { name: /^Confirm / }).click();
    await expect(statute.getByTestId('citation-confirmed')).toHaveText('Confirmed by you');
    await expect(page.getByTestId('citations-summary')).toHaveText('Every citation is verified or confirmed by you.');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Word' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.docx$/);
    // Made from the template's Word file, its tag filled with the draft's field.
    const { value: text } = await mammoth.extractRawText({ path: await file.path() });
    expect(text).toContain('Applicant Maria Lopez petitions for reconsideration.');
    await expect(page.getByTestId('draft-export-error')).toHaveCount(0);
  });

  await test.step('edit and save the draft; it is listed with its status', async () => {
    await page.getByLabel('Status').click();
    await pickOption(page, 'In review');
    await page.getByTestId('draft-save').click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await page.getByRole('link', { name: 'All drafts' }).click();
    const row = page.getByTestId('document-row').filter({ hasText: 'Lopez petition for reconsideration' });
    await expect(row).toContainText('In review');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(documentUrl);
  });

  await test.step('writing style: analyse, save a profile, check the draft against it', async () => {
    await page.getByRole('navigation', { name: 'Assistant sections' }).getByRole('link', { name: 'Writing style' }).click();
    await expect(page.getByTestId('style-profiles-empty')).toBeVisible();
    await page.getByLabel('Your writing', { exact: true }).fill('Too short to measure.');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect(page.getByTestId('style-error')).toHaveText('Text is too short for style analysis (21 chars). Minimum is 100 chars.');

    await page.getByLabel('Your writing', { exact: true }).fill(WRITING);
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect(page.getByTestId('style-formality')).toHaveText(/highly formal|moderately formal|casual/);
    await expect(page.getByTestId('style-averageSentenceLength')).toContainText('words');
    await expect(page.getByTestId('style-irac')).toBeVisible();
    await expectNoViolations(page, 'writing style analysed');
    await page.getByLabel('Profile name').fill('My petitions');
    await page.getByRole('button', { name: 'Save as profile' }).click();
    await expect(page.getByTestId('style-profile').filter({ hasText: 'My petitions' })).toBeVisible();

    await page.goto(documentUrl);
    await expect(page.getByTestId('style-check-panel')).toBeVisible();
    await page.getByRole('button', { name: 'Check against style' }).click();
    await expect(page.getByTestId('style-deviations').or(page.getByTestId('style-check-ok'))).toBeVisible();
  });

  await test.step('at 700 px wide the tabs stay usable and pass the AA checks', async () => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/ai-assistant/research');
    await expect(page.getByTestId('case-search-form')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page, 'case research at 700 px');
    await page.goto(documentUrl);
    await expect(page.getByTestId('citations-panel')).toBeVisible();
    await expectNoViolations(page, 'draft editor at 700 px');
  });

  await test.step('the dark theme passes the AA checks on each tab', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    const tabs: [string, string][] = [
      ['/ai-assistant/research', 'search-history'],
      ['/ai-assistant/drafting', 'templates-panel'],
      [new URL(documentUrl).pathname, 'citations-panel'],
      ['/ai-assistant/style', 'style-profiles'],
    ];
    for (const [path, ready] of tabs) {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoViolations(page, `${path} in the dark theme`);
    }
  });
});
