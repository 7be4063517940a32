import { expect, test } from '@playwright/test';
import { signUp } from './helpers';

test('an e-mail body renders in an opaque-origin frame that loads remote images only when asked', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/email');
  await expect(page).toHaveURL(/\/email\/folder\/[^/]+\/INBOX$/, { timeout: 30_000 });
  await page.getByTestId('mail-message-row').filter({ hasText: 'This week:' }).first().click();

  const frameElement = page.getByTestId('message-body');
  await expect(frameElement).toBeVisible({ timeout: 30_000 });
  const sandbox = (await frameElement.getAttribute('sandbox')) ?? '';
  expect(sandbox.split(/\s+/).sort()).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-scripts']);
  await expect(frameElement).toHaveAttribute('src', /\/api\/mail\/accounts\/[^/]+\/messages\/[^/]+\/body\?images=0&theme=light$/);

  const body = page.frameLocator('[data-testid="message-body"]').locator('body');
  await expect(body).toContainText("Applicants' Bar Weekly");
  await expect(body.getByRole('link', { name: 'Register here' })).toHaveAttribute('target', '_blank');
  // The frame reports its height to the page, which sizes the frame to the whole newsletter.
  await expect.poll(async () => (await frameElement.boundingBox())?.height ?? 0).toBeGreaterThan(150);

  // The document inside has an opaque origin: no cookies of the workspace, no requests as the reader.
  const inside = page.frames().find((frame) => frame.url().includes('/body?'));
  expect(inside, 'the body frame is loaded').toBeTruthy();
  const isolation = await inside!.evaluate(async () => {
    let cookie: string;
    try {
      cookie = document.cookie;
    } catch {
      cookie = 'blocked';
    }
    const request = await fetch('/api/auth/me').then(
      (reply) => `status ${reply.status}`,
      () => 'refused',
    );
    return { origin: window.origin, cookie, request };
  });
  expect(isolation).toEqual({ origin: 'null', cookie: 'blocked', request: 'refused' });

  const tracker = body.locator('img[alt=""]');
  await expect(tracker).toHaveAttribute('data-remote-src', 'https://applicantsbar.example.org/track/open.gif');
  await expect(tracker).not.toHaveAttribute('src', /.+/);
  await page.getByTestId('show-images').click();
  await expect(frameElement).toHaveAttribute('src', /images=1/);
  await expect(page.frameLocator('[data-testid="message-body"]').locator('img[alt=""]')).toHaveAttribute('src', 'https://applicantsbar.example.org/track/open.gif');
  await expect(page.getByTestId('show-images')).toBeHidden();
});
