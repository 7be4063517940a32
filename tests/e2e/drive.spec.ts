import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

const row = (page: Page, name: string) => page.getByTestId('drive-row').filter({ has: page.getByTestId('drive-item-name').filter({ hasText: name }) });

async function openActions(page: Page, name: string) {
  await row(page, name).getByTestId('drive-item-actions').click();
}

test('drive: upload a text file, preview it, rename it, delete it and undo, at WCAG AA', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/drive');
  await expect(page.getByTestId('drive-empty')).toContainText('This folder is empty');

  await test.step('a folder, then a text file uploaded into it with its progress', async () => {
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByLabel('Folder name').fill('Garcia v. Acme');
    await page.getByRole('button', { name: 'Create folder' }).click();
    await row(page, 'Garcia v. Acme').getByTestId('drive-item-name').click();
    await expect(page.getByTestId('drive-current-folder')).toHaveText('Garcia v. Acme');

    await page.getByTestId('drive-upload-input').setInputFiles({ name: 'hearing-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('MSC set for 12/4 at 8:30 before Judge Whitlock.\n') });
    await expect(page.getByTestId('drive-uploads')).toContainText('hearing-notes.txt');
    await expect(row(page, 'hearing-notes.txt')).toBeVisible();
  });

  await test.step('the preview shows the text', async () => {
    await row(page, 'hearing-notes.txt').getByTestId('drive-item-name').click();
    await expect(page.getByTestId('drive-text-preview')).toHaveText(/MSC set for 12\/4 at 8:30 before Judge Whitlock\./);
    expect(await wcagViolations(page), 'drive with the preview open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('drive-text-preview')).toBeHidden();
  });

  await test.step('rename by keyboard', async () => {
    await openActions(page, 'hearing-notes.txt');
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const input = page.getByLabel('New name');
    await input.fill('MSC notes.txt');
    await input.press('Enter');
    await expect(row(page, 'MSC notes.txt')).toBeVisible();
    await expect(row(page, 'hearing-notes.txt')).toHaveCount(0);
  });

  await test.step('delete, then Undo brings it back', async () => {
    await openActions(page, 'MSC notes.txt');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(row(page, 'MSC notes.txt')).toHaveCount(0);
    await page.getByTestId('drive-undo-delete').click();
    await expect(row(page, 'MSC notes.txt')).toBeVisible();
  });

  await test.step('axe finds nothing at 1280 and 700 px, and nothing scrolls sideways', async () => {
    for (const width of [1280, 700]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(row(page, 'MSC notes.txt')).toBeVisible();
      expect(await wcagViolations(page), `/drive at ${width} px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `/drive at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  await test.step('the Google Drive tab says how to link an account; /debug/drive reports in words', async () => {
    await page.getByRole('tab', { name: 'Google Drive' }).click();
    await expect(page.getByTestId('google-drive-unlinked')).toContainText('Link your Google account in Mail');
    await page.goto('/debug/drive');
    await expect(page.getByTestId('drive-debug')).toContainText('Space used');
    await expect(page.getByTestId('drive-debug-google')).toContainText('No Google account is linked');
    expect(await wcagViolations(page), '/debug/drive').toEqual([]);
  });
});
