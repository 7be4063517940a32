import { expect, test, type Locator, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

/** Presses Tab until `target` has the focus (keyboard only), or fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never took the keyboard focus');
}

const focusedMessageId = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.messageId ?? null);

async function openDemoInbox(page: Page) {
  await page.goto('/email');
  await expect(page).toHaveURL(/\/email\/folder\/[^/]+\/INBOX/);
  await expect(page.getByTestId('mail-message-row').first()).toBeVisible();
}

test('keyboard only: rows take focus, arrows move, Enter opens, a two-line reply keeps both lines, Undo brings a deleted message back', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page);
  await openDemoInbox(page);
  expect(await wcagViolations(page)).toEqual([]);

  // Tab reaches the list: one row is in the Tab order, with a visible focus ring.
  const rows = page.getByTestId('mail-message-row');
  await tabTo(page, rows.first());
  const first = await focusedMessageId(page);
  expect(first).toBe(await rows.first().getAttribute('data-message-id'));
  const ring = await rows.first().evaluate((row) => getComputedStyle(row).outlineStyle);
  expect(ring).not.toBe('none');
  await page.keyboard.press('ArrowDown');
  const second = await focusedMessageId(page);
  expect(second).toBe(await rows.nth(1).getAttribute('data-message-id'));
  await page.keyboard.press('ArrowUp');
  expect(await focusedMessageId(page)).toBe(first);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mail-message-detail')).toHaveAttribute('data-message-id', second!);
  expect(await wcagViolations(page)).toEqual([]);

  // Reply with two lines, by keyboard.
  await tabTo(page, page.getByTestId('message-reply'));
  await page.keyboard.press('Enter');
  const editor = page.getByTestId('compose-body');
  await expect(editor).toBeVisible();
  await expect(page.getByTestId('compose-subject')).toHaveValue(/^Re: /);
  await expect(editor.locator('blockquote')).toBeVisible();
  const subject = await page.getByTestId('compose-subject').inputValue();
  await tabTo(page, editor);
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Thursday works for us.');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('See you at noon.');
  expect(await wcagViolations(page, '[data-testid="compose-modal"]')).toEqual([]);
  await tabTo(page, page.getByTestId('compose-send'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message sent successfully.')).toBeVisible();

  await page.getByTestId('mail-folder-SENT').click();
  const sent = rows.filter({ hasText: subject }).first();
  await expect(sent).toBeVisible();
  await sent.click();
  const body = page.frameLocator('[data-testid="message-body"]').locator('body');
  await expect(body).toContainText('Thursday works for us.');
  const text = await body.innerText();
  expect(text).toMatch(/Thursday works for us\.\s*\n\s*See you at noon\./);

  // Delete, then Undo within the 5 s window: the message stays.
  await page.getByTestId('mail-folder-INBOX').click();
  await expect(rows.first()).toBeVisible();
  const victim = await rows.first().getAttribute('data-message-id');
  await tabTo(page, rows.first());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mail-message-detail')).toHaveAttribute('data-message-id', victim!);
  await tabTo(page, page.getByTestId('message-delete'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await expect(page.locator(`[data-message-id="${victim}"]`)).toHaveCount(0);
  await page.getByTestId('mail-undo-delete').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-testid="mail-message-row"][data-message-id="${victim}"]`)).toBeVisible();
  await page.waitForTimeout(5_500);
  await page.reload();
  await expect(page.locator(`[data-testid="mail-message-row"][data-message-id="${victim}"]`)).toBeVisible();
});

test('archived mail is in All Mail, the voice command acts on the open message, and search runs from the address', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await openDemoInbox(page);
  const rows = page.getByTestId('mail-message-row');
  const target = rows.filter({ hasText: 'Lunch Thursday' }).first();
  const id = await target.getAttribute('data-message-id');
  await target.click();
  await expect(page.getByTestId('mail-message-detail')).toHaveAttribute('data-message-id', id!);

  // The voice helper's contract: a cancelable window event, handled (preventDefault) by the mail screen.
  const handled = await page.evaluate(() => !window.dispatchEvent(new CustomEvent('workspace:mail-command', { cancelable: true, detail: { action: 'archive' } })));
  expect(handled).toBe(true);
  await expect(page.getByText('Message moved.')).toBeVisible();
  await expect(page.getByTestId('mail-message-detail')).toBeHidden();
  await expect(rows.first()).toBeVisible();
  await expect(page.locator(`[data-testid="mail-message-row"][data-message-id="${id}"]`)).toHaveCount(0);
  const unhandled = await page.evaluate(() => window.dispatchEvent(new CustomEvent('workspace:mail-command', { cancelable: true, detail: { action: 'delete' } })));
  expect(unhandled).toBe(true);

  await page.getByTestId('mail-folder-ARCHIVE').click();
  await expect(page.getByTestId('mail-folder-title')).toHaveText('All Mail');
  await expect(page.locator(`[data-testid="mail-message-row"][data-message-id="${id}"]`)).toBeVisible();

  await page.goto('/email?q=Lunch%20Thursday');
  await expect(page).toHaveURL(/\/ALL\?q=/);
  await expect(page.getByTestId('mail-folder-title')).toHaveText('Search results');
  await expect(page.locator(`[data-testid="mail-message-row"][data-message-id="${id}"]`)).toBeVisible();
});

test('at 700 px the list and the message stack and compose opens prefilled from the address', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/email?compose=1&to=clerk%40court.example.gov&subject=Filing%20question');
  const modal = page.getByTestId('compose-modal');
  await expect(page.getByTestId('compose-to')).toHaveValue('clerk@court.example.gov');
  await expect(page.getByTestId('compose-subject')).toHaveValue('Filing question');
  const box = await page.getByTestId('compose-send').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(700);
  expect(await wcagViolations(page, '[data-testid="compose-modal"]')).toEqual([]);
  await page.getByTestId('compose-discard').click();
  await expect(modal).toBeHidden();

  const rows = page.getByTestId('mail-message-row');
  await expect(rows.first()).toBeVisible();
  // The folder column gives way (it opens as a drawer): the list has the content's whole width.
  await expect(page.locator('.mail-nav')).toHaveCount(0);
  const listBox = await page.locator('.mail-main').boundingBox();
  expect(listBox!.width).toBeGreaterThan(500);
  await rows.first().click();
  await expect(page.getByTestId('mail-message-detail')).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(700);
  expect(await wcagViolations(page)).toEqual([]);
});
