import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers';

/** WCAG 2.x A and AA rules, checked by axe on the working screens with real content on them. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    where: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`.trim()),
  }));
}

test('tasks, calendar and focus-time screens pass axe’s WCAG A and AA rules, at 1280 and 700 px and in the dark theme', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  for (const data of [
    { title: 'File the answer', priority: 'High', dueDate: new Date(Date.now() + 86_400_000).toISOString(), tags: ['work'] },
    { title: 'Review the QME report', priority: 'Urgent' },
  ]) {
    expect((await page.request.post('/api/tasks', { data })).status()).toBe(201);
  }
  const start = new Date(Date.now() + 3_600_000).toISOString();
  expect((await page.request.post('/api/calendar/events', { data: { title: 'Status conference', start, tags: ['urgent'] } })).status()).toBe(201);

  for (const width of [1280, 700]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, ready] of [
      ['/tasks', 'File the answer'],
      ['/tasks?view=board', 'Review the QME report'],
      ['/calendar', 'Status conference'],
      ['/enhancements', 'Plan my focus time'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      expect(await violations(page), `${path} at ${width} px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  for (const [path, ready] of [
    ['/tasks?view=board', 'Review the QME report'],
    ['/calendar', 'Status conference'],
    ['/enhancements', 'Plan my focus time'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    expect(await violations(page), `${path} in the dark theme`).toEqual([]);
  }
});
