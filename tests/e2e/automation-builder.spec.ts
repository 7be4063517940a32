import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './helpers';

const HEARING = 'Hearing';

// Room for the palette, the canvas and the side panel side by side.
test.use({ viewport: { width: 1600, height: 1000 } });

/** Drops a palette item onto the canvas at a point given as fractions of the canvas's size. */
async function dropFromPalette(page: Page, type: string, at: { x: number; y: number }) {
  const canvas = page.locator('.react-flow__pane');
  const box = (await canvas.boundingBox())!;
  await page.getByTestId(`palette-${type}`).dragTo(canvas, { targetPosition: { x: box.width * at.x, y: box.height * at.y } });
}

/** The one node on the canvas whose id starts with this prefix (ids are `<kind>-<random>`). */
const nodeOf = (page: Page, idPrefix: string) => page.locator(`.react-flow__node[data-id^="${idPrefix}-"]`);

/** Where an element is once it has stopped moving (the canvas animates its zoom and pan). */
async function settledBox(page: Page, element: Locator) {
  let previous = await element.boundingBox();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await page.waitForTimeout(60);
    const current = await element.boundingBox();
    if (previous && current && previous.x === current.x && previous.y === current.y && previous.width === current.width) return current;
    previous = current;
  }
  throw new Error('The canvas kept moving for 3 s');
}

/** Draws a connection by dragging from an output handle to a node's input handle. */
async function connect(page: Page, from: Locator, handleId: string, to: Locator) {
  const source = from.locator(`.react-flow__handle.source[data-handleid="${handleId}"]`);
  const target = to.locator('.react-flow__handle.target');
  const start = await settledBox(page, source);
  const end = await settledBox(page, target);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Picks an option of an antd Select (opened by clicking it) by its visible text. */
async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

test('an automation is drawn, saved, run on a demo e-mail, approved in the Audit Queue and finishes', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);

  await test.step('create a blank automation', async () => {
    await page.goto('/automation');
    await page.getByTestId('automation-create').click();
    // The product runs without an AI key here, and the option says so before anyone tries it.
    await expect(page.getByTestId('automation-ai-needs-key')).toHaveText('Describe it (needs an AI key)');
    await page.getByTestId('automation-name-field').fill('Hearing notices');
    await page.getByTestId('automation-create-blank').click();
    await expect(page).toHaveURL(/\/automation\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('builder-state')).toHaveAttribute('data-state', 'invalid');
    await expect(page.getByTestId('builder-save')).toBeDisabled();
  });

  const trigger = nodeOf(page, 'email');
  const condition = nodeOf(page, 'condition');
  const action = nodeOf(page, 'action');

  await test.step('drag an e-mail trigger, a condition and an agent step onto the canvas and connect them', async () => {
    await dropFromPalette(page, 'trigger.email_received', { x: 0.2, y: 0.15 });
    await expect(trigger).toHaveCount(1);
    await dropFromPalette(page, 'condition', { x: 0.5, y: 0.45 });
    await expect(condition).toHaveCount(1);
    await dropFromPalette(page, 'agent_action', { x: 0.8, y: 0.75 });
    await expect(action).toHaveCount(1);
    // Apart and in view, whatever size a node turned out to have.
    await page.getByRole('button', { name: 'Auto-layout' }).click();
    await page.getByRole('button', { name: 'Zoom to fit' }).click();
    await connect(page, trigger, 'out', condition);
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);
    await connect(page, condition, 'true', action);
    await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  });

  await test.step('fill in the condition and the agent step in the side panel', async () => {
    const settings = page.getByTestId('node-settings');
    await condition.click();
    await settings.getByLabel('Field').fill('email.subject');
    await choose(page, settings.getByLabel('Operator'), /^contains$/);
    await settings.getByLabel('Value').fill(HEARING);

    await action.click();
    await choose(page, settings.getByTestId('agent-select'), 'E-mail Agent');
    await choose(page, settings.getByTestId('action-type-select'), 'Draft a reply');
    for (const [input, path] of [
      ['accountId', 'email.accountId'],
      ['messageId', 'email.id'],
    ] as const) {
      const field = settings.getByTestId(`input-${input}`);
      await choose(page, field.getByLabel(/: source$/), 'From what started the automation');
      await choose(page, field.getByLabel(/: trigger field$/), new RegExp(`^${path.replace('.', '\\.')}`));
    }
    await expect(page.getByTestId('builder-state')).toHaveAttribute('data-state', 'editing');
  });

  await test.step('save it as version 1', async () => {
    await page.getByTestId('builder-save').click();
    await expect(page.getByTestId('builder-state')).toHaveAttribute('data-state', 'saved');
    await expect(page.getByTestId('builder-version')).toHaveText('Version 1');
  });

  let runUrl = '';
  await test.step('run it on a demo hearing notice', async () => {
    await page.getByTestId('builder-run').click();
    await page.getByTestId('run-email-option').filter({ hasText: `Notice of ${HEARING}` }).first().click();
    await page.getByTestId('run-start').click();
    await expect(page).toHaveURL(/\/automation\/[0-9a-f-]{36}\/runs\/[0-9a-f-]{36}$/);
    runUrl = page.url();
    await expect(nodeOf(page, 'condition').locator('[data-node-status]')).toHaveAttribute('data-node-status', 'done', { timeout: 30_000 });
    await expect(nodeOf(page, 'action').locator('[data-node-status]')).toHaveAttribute('data-node-status', 'waiting_for_approval', { timeout: 30_000 });
    await expect(page.getByTestId('run-waiting-approval')).toBeVisible();
  });

  await test.step('approve the drafted reply in the Audit Queue', async () => {
    // The demo inbox may start other runs of this automation meanwhile: decide this run's entry.
    const auditId = (await page.getByTestId('run-waiting-step').getAttribute('data-audit-id'))!;
    await page.getByTestId('run-open-audit').click();
    await expect(page).toHaveURL(/\/audit$/);
    const row = page.locator(`[data-testid="audit-row"][data-audit-id="${auditId}"]`);
    await expect(row).toHaveAttribute('data-status', 'pending');
    await row.getByTestId('audit-approve').click();
    await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  });

  await test.step('back on the run, every step is done', async () => {
    await page.goto(runUrl);
    await expect(page.getByTestId('automation-run')).toHaveAttribute('data-run-status', 'completed', { timeout: 30_000 });
    for (const node of [trigger, condition, action]) {
      await expect(node.locator('[data-node-status]')).toHaveAttribute('data-node-status', 'done');
    }
  });
});
