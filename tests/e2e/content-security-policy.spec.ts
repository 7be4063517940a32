import { expect, test } from '@playwright/test';
import { signUp } from './helpers';

test('the built app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });

  const index = await page.request.get('/');
  expect(index.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(index.headers()['x-frame-options']).toBe('DENY');
  const html = await index.text();
  expect(html).toMatch(/<script[^>]+src=/);
  expect(html, 'the built index.html has no inline script').not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);

  await signUp(page);
  await page.goto('/email');
  await expect(page).toHaveURL(/\/email\/folder\/[^/]+\/INBOX$/, { timeout: 30_000 });
  await page.getByTestId('mail-message-row').filter({ hasText: 'This week:' }).first().click();
  await expect(page.getByTestId('message-body')).toBeVisible({ timeout: 30_000 });
  // A state-changing request without a body of its own still passes the server's origin and JSON checks.
  const archived = page.waitForResponse((response) => response.url().endsWith('/archive') && response.request().method() === 'POST');
  await page.getByTestId('message-archive').click();
  expect((await archived).status()).toBe(204);
  await expect(page.getByTestId('mail-message-row').filter({ hasText: 'This week:' })).toHaveCount(0, { timeout: 30_000 });
  for (const path of ['/calendar', '/automation', '/audit', '/dashboard']) {
    await page.goto(path);
    await expect(page.getByTestId('sidebar')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
