import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

/** The notebook's id from the address bar (/notebooks/:notebookId). */
const notebookIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!;

test('write a notebook: heading and checklist saved across a reload, a second section, blocks reordered by keyboard, an AI block that says it needs a model', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/notebooks');
  await expect(page.getByText('No notebooks yet. Create your first one.')).toBeVisible();

  await page.getByRole('button', { name: 'New notebook' }).click();
  await expect(page).toHaveURL(/\/notebooks\/[0-9a-f-]{36}$/);
  const id = notebookIdOf(page);
  await expect(page.getByTestId('notebook-version')).toHaveText('Version 1');

  const title = page.getByRole('textbox', { name: 'Notebook title' });
  await title.fill('Ortiz deposition prep');
  await title.press('Enter');
  await expect(page.getByTestId('notebook-version')).toHaveText('Version 2');

  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('button', { name: 'Add text block' }).click();
  const first = page.getByRole('textbox', { name: 'Block 1 of 1: text' });
  await first.click();
  // Markdown shortcuts of the editor: "## " makes a heading, "[ ] " a checklist item.
  await page.keyboard.type('## Questions for Dr. Lee');
  await page.keyboard.press('Enter');
  await page.keyboard.type('[ ] Ask about the MRI');
  await expect(first.locator('h2')).toHaveText('Questions for Dr. Lee');
  await expect(first.locator('ul[data-type="taskList"] li')).toContainText('Ask about the MRI');
  await expect(page.getByTestId('notebook-save-state')).toHaveText('Saved', { timeout: 10_000 });

  await page.reload();
  const saved = page.getByRole('textbox', { name: 'Block 1 of 1: text' });
  await expect(saved.locator('h2')).toHaveText('Questions for Dr. Lee');
  await expect(saved.locator('ul[data-type="taskList"] li')).toContainText('Ask about the MRI');
  const stored = (await (await page.request.get(`/api/notebooks/${id}`)).json()) as { notebook: { title: string; sections: Array<{ blocks: Array<{ content: unknown }> }> } };
  expect(stored.notebook.title).toBe('Ortiz deposition prep');
  expect(JSON.stringify(stored.notebook.sections[0]!.blocks[0]!.content)).toContain('taskItem');

  // A second block, then move it above the first with the keyboard (Alt + ArrowUp on its handle).
  await page.getByRole('button', { name: 'Add text block' }).click();
  const second = page.getByRole('textbox', { name: 'Block 2 of 2: text' });
  await second.click();
  await page.keyboard.type('Bring the treatment calendar');
  await expect(page.getByTestId('notebook-save-state')).toHaveText('Saved', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Move Block 2 of 2' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('textbox', { name: 'Block 1 of 2: text' })).toContainText('Bring the treatment calendar');
  await expect(page.getByRole('textbox', { name: 'Block 2 of 2: text' })).toContainText('Questions for Dr. Lee');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Block 1 of 2: text' })).toContainText('Bring the treatment calendar');

  // A second section: it comes after the first.
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByRole('textbox', { name: 'Section title' })).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Section title' }).nth(1)).toHaveValue('Section 2');

  // With no AI key the AI block says what it needs.
  await page.getByRole('button', { name: 'Add AI block' }).nth(1).click();
  const ai = page.getByRole('region', { name: 'AI block' });
  await expect(ai.getByText(/Needs an AI model: add an OpenAI-compatible key in settings/)).toBeVisible();
  await ai.getByRole('button', { name: 'Analyse this notebook' }).click();
  await expect(ai.getByText('Related notebooks', { exact: true })).toBeVisible();
});

test('favourite, archive and delete: deleting the open notebook clears the selection', async ({ page }) => {
  await signUp(page);
  const created = await page.request.post('/api/notebooks', { data: { title: 'Harbor Freight notes' } });
  expect(created.status()).toBe(201);
  const { notebook } = (await created.json()) as { notebook: { id: string } };
  await page.goto(`/notebooks/${notebook.id}`);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  // antd's segmented control hides its radio inputs under their labels: the label is what a person clicks.
  await page.locator('.ant-segmented-item', { hasText: 'Favourites' }).click();
  await expect(page.getByRole('radio', { name: 'Favourites' })).toBeChecked();
  await expect(page.getByRole('link', { name: /Harbor Freight notes/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Harbor Freight notes' }).click();
  await page.getByRole('button', { name: 'Delete notebook' }).click();
  await expect(page).toHaveURL(/\/notebooks$/);
  await expect(page.getByText('Choose a notebook from the list, or create a new one.')).toBeVisible();
  expect((await page.request.get(`/api/notebooks/${notebook.id}`)).status()).toBe(404);
});

test('the notebooks screen passes axe’s WCAG A and AA rules at 1280 and 700 px', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  const created = await page.request.post('/api/notebooks', { data: { title: 'Accessible notebook' } });
  const { notebook } = (await created.json()) as { notebook: { id: string; version: number } };
  const withSection = await page.request.post(`/api/notebooks/${notebook.id}/sections`, { data: { title: 'Facts' } });
  const { notebook: sectioned } = (await withSection.json()) as { notebook: { version: number; sections: Array<{ id: string }> } };
  const content = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Injury' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'Lumbar strain.' }] }] };
  const withBlock = await page.request.post(`/api/notebooks/${notebook.id}/sections/${sectioned.sections[0]!.id}/blocks`, { data: { type: 'text', content } });
  expect(withBlock.status()).toBe(201);
  await page.request.post(`/api/notebooks/${notebook.id}/sections/${sectioned.sections[0]!.id}/blocks`, { data: { type: 'ai' } });
  for (const width of [1280, 700]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/notebooks/${notebook.id}`);
    await expect(page.getByRole('textbox', { name: /Block 1 of 2: text/ })).toContainText('Lumbar strain.');
    expect(await wcagViolations(page), `/notebooks at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `/notebooks at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
