import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { signUp } from './helpers';

const THEMES = ['light', 'dark', 'cyberpunk', 'tokyo-night', 'synthwave', 'matrix', 'minimal'] as const;
const DARK_THEMES = new Set(['dark', 'cyberpunk', 'tokyo-night', 'synthwave', 'matrix']);

async function seedTasks(page: Page) {
  for (const data of [
    { title: 'File the answer', priority: 'High', dueDate: new Date(Date.now() + 86_400_000).toISOString(), tags: ['work'] },
    { title: 'Review the QME report', priority: 'Urgent', status: 'In Progress' },
    { title: 'Call opposing counsel', priority: 'Low', status: 'Done' },
  ]) {
    expect((await page.request.post('/api/tasks', { data })).status()).toBe(201);
  }
}

test('each of the seven themes passes axe’s WCAG A and AA rules on the task list, and the theme list switches themes', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page);
  await seedTasks(page);
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/tasks');
    await expect(page.getByText('File the answer').first()).toBeVisible();
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-theme', theme);
    await expect(root).toHaveClass(new RegExp(`\\b${DARK_THEMES.has(theme) ? 'dark' : 'light'}\\b`));
    expect(await wcagViolations(page), `/tasks in the ${theme} theme`).toEqual([]);
  }

  // The picker next to the light/dark toggle, by keyboard: the choice is applied and saved under "theme".
  await page.getByTestId('theme-picker').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Synthwave' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'synthwave');
  await expect(page.locator('html')).toHaveAttribute('data-effects', 'glow grid');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('synthwave');
  // Effects can be turned off.
  await page.getByTestId('theme-picker').click();
  await page.getByRole('menuitem', { name: /Visual effects/ }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-effects', /.+/);
  // The light/dark toggle still flips between light and dark.
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme', 'light');
});

test("'system' follows the operating system live, and the skip link is the first Tab stop and moves focus to the content", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signUp(page);
  await page.evaluate(() => localStorage.setItem('theme', 'system'));
  await page.goto('/tasks');
  const root = page.locator('html');
  await expect(root).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(root).toHaveClass(/\bdark\b/);
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(root).toHaveAttribute('data-theme', 'light');

  await page.goto('/tasks');
  await expect(page.getByTestId('page-content')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

/** Fake speech APIs: what is spoken is recorded, and `__hear(text)` delivers a transcript. */
function installSpeechFakes() {
  const scope = window as unknown as Record<string, unknown>;
  if (localStorage.getItem('test-no-speech') === '1') {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition', 'speechSynthesis']) {
      Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
    }
    return;
  }
  const spoken: Array<{ text: string; volume: number }> = [];
  scope.__spoken = spoken;
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      scope.__recognition = this;
    }
    stop() {
      scope.__recognition = null;
    }
  }
  scope.SpeechRecognition = FakeRecognition;
  scope.webkitSpeechRecognition = FakeRecognition;
  const synthesis = {
    speak: (utterance: SpeechSynthesisUtterance) => spoken.push({ text: utterance.text, volume: utterance.volume }),
    cancel: () => undefined,
    getVoices: () => [],
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  scope.__hear = (text: string) => {
    const recognition = scope.__recognition as FakeRecognition | null;
    recognition?.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: true })] });
  };
}

const spokenTexts = (page: Page) => page.evaluate(() => ((window as unknown as { __spoken: Array<{ text: string }> }).__spoken ?? []).map((entry) => entry.text));

test('voice control with a stubbed speech API: listening, a command, an unknown command, stopping, and no support', async ({ page }) => {
  await page.addInitScript(installSpeechFakes);
  await signUp(page);
  await page.goto('/tasks');
  const toggle = page.getByTestId('voice-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('data-state', 'listening');
  await expect.poll(() => spokenTexts(page)).toContain("I'm listening");
  // Spoken with the default voice preferences (volume 0.8).
  expect(await page.evaluate(() => (window as unknown as { __spoken: Array<{ volume: number }> }).__spoken[0]?.volume)).toBeCloseTo(0.8, 5);

  await page.evaluate(() => (window as unknown as { __hear(text: string): void }).__hear('find emails from alice'));
  await expect.poll(() => new URL(page.url()).pathname).toBe('/email');
  expect(new URL(page.url()).searchParams.get('q')).toBe('from:alice');
  await expect.poll(() => spokenTexts(page)).toContain('Searching your emails from alice.');

  await page.evaluate(() => (window as unknown as { __hear(text: string): void }).__hear('sing me a song about the weather'));
  await expect.poll(() => spokenTexts(page)).toContain("I'm sorry, I don't know how to handle that command.");

  await toggle.click();
  await expect(toggle).toHaveAttribute('data-state', 'disabled');
  await expect.poll(() => spokenTexts(page)).toContain('Voice control deactivated');

  await page.evaluate(() => localStorage.setItem('test-no-speech', '1'));
  await page.goto('/tasks');
  await expect(toggle).toHaveAttribute('data-state', 'unavailable');
  // aria-disabled keeps it focusable (so its tooltip is reachable); pressing it shows the text.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Voice control is not available in this browser').first()).toBeVisible();
});
