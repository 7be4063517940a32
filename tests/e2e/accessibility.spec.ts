import { expect, test } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

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
      expect(await wcagViolations(page), `${path} at ${width} px`).toEqual([]);
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
    expect(await wcagViolations(page), `${path} in the dark theme`).toEqual([]);
  }
});

test('knowledge base, processing and drive screens pass axe’s WCAG A and AA rules in the dark theme', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  const matter = await page.request.post('/api/knowledge/folders', { data: { name: 'Lopez v. Acme', isMatter: true, matterNumber: '2026-031' } });
  expect(matter.status()).toBe(201);
  const note = await page.request.post('/api/knowledge/documents', { data: { title: 'Intake notes', content: '# Intake\n\nThe client fell from a ladder at the warehouse in March.' } });
  expect(note.status()).toBe(201);
  expect((await page.request.post('/api/drive/folders', { data: { name: 'Pleadings' } })).status()).toBe(201);

  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  for (const [path, ready] of [
    ['/knowledge', 'Intake notes'],
    ['/knowledge/ai-processing', 'Intake notes'],
    ['/drive', 'Pleadings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    expect(await wcagViolations(page), `${path} in the dark theme`).toEqual([]);
  }
});

test('chat, assistants, the assistant store and assistant triggers pass axe’s WCAG A and AA rules, light and dark, at 1280 and 700 px', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  const assistant = await page.request.post('/api/assistants', { data: { name: 'Intake helper', description: 'Reads new client intake notes.', system_prompt: 'Summarise intake notes.' } });
  expect(assistant.status()).toBe(201);
  expect((await page.request.post('/api/assistant-store/legal-research/install', { data: {} })).status()).toBe(201);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of [1280, 700]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, ready] of [
        ['/ai-assistant', page.getByTestId('chat-welcome')],
        ['/assistants', page.getByText('Intake helper').first()],
        ['/assistant-store', page.getByText('Medical Research Assistant').first()],
        ['/assistant-triggers', page.getByTestId('assistant-triggers-empty')],
      ] as const) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        expect(await wcagViolations(page), `${path} in the ${theme} theme at ${width} px`).toEqual([]);
      }
    }
  }
});
