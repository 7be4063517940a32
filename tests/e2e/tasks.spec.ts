import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './helpers';

const taskItem = (page: Page, title: string) => page.getByTestId('task-item').filter({ has: page.getByTestId('task-title').filter({ hasText: title }) });

/** Drags by the handle with the mouse, in small steps so the drag library follows. */
async function dragTo(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 20 });
  await page.mouse.up();
}

test('a task added in words goes to In Progress on the board and onto the calendar', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/tasks');
  await expect(page.getByTestId('tasks-empty')).toContainText('No tasks yet — add one above, or pick a template');

  await test.step('quick add reads the due date, the tag and the priority', async () => {
    const quickAdd = page.getByTestId('task-quick-add');
    await quickAdd.fill('File answer tomorrow 3pm #work !high');
    await quickAdd.press('Enter');
    await expect(quickAdd).toHaveValue('');
    const item = taskItem(page, 'File answer');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('task-title')).toHaveText('File answer');
    await expect(item.getByTestId('task-priority').first()).toHaveAttribute('data-priority', 'High');
    await expect(item.getByTestId('task-priority').first()).toContainText('High');
    await expect(item.getByTestId('task-due').locator('input')).toHaveValue('Tomorrow 3:00 PM');
    await expect(item.getByTestId('task-tags')).toContainText('#work');
  });

  await test.step('on the board, drag it to In Progress; a reload keeps it there', async () => {
    await page.getByTestId('task-view-switch').getByText('Board').click();
    await expect(page).toHaveURL(/view=board/);
    const todo = page.locator('[data-testid="board-column"][data-status="To Do"]');
    const inProgress = page.locator('[data-testid="board-column"][data-status="In Progress"]');
    const card = todo.getByTestId('task-item').filter({ hasText: 'File answer' });
    await expect(card).toBeVisible();
    await dragTo(page, card.getByRole('button', { name: 'Move File answer' }), inProgress);
    await expect(inProgress.getByTestId('task-item').filter({ hasText: 'File answer' })).toHaveAttribute('data-status', 'In Progress');
    await expect(todo.getByTestId('task-item')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('task-board')).toBeVisible();
    await expect(inProgress.getByTestId('task-item').filter({ hasText: 'File answer' })).toBeVisible();
    await expect(todo.getByTestId('task-item')).toHaveCount(0);
  });

  await test.step('open it, add it to the calendar and find the event there', async () => {
    await taskItem(page, 'File answer').getByTestId('task-open').click();
    await expect(page).toHaveURL(/task=/);
    const drawer = page.getByTestId('task-detail');
    await expect(drawer.getByTestId('task-detail-status')).toHaveText('In Progress');
    await drawer.getByTestId('task-add-to-calendar').click();
    const link = drawer.getByTestId('task-calendar-link');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/calendar\?date=\d{4}-\d{2}-\d{2}&event=[^&]+$/);
    const eventId = new URL(page.url()).searchParams.get('event')!;
    const event = page.locator(`[data-testid="calendar-event"][data-event-id="${eventId}"]`);
    await expect(event).toBeVisible();
    await expect(event).toContainText('File answer');
  });
});

test('by keyboard: shortcuts, a bulk action, a card moved between columns, and filters kept in the address', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/tasks');
  await expect(page.getByTestId('tasks-empty')).toBeVisible();

  await page.keyboard.press('q');
  const quickAdd = page.getByTestId('task-quick-add');
  await expect(quickAdd).toBeFocused();
  for (const text of ['Serve subpoena #court', 'Send engagement letter !low']) {
    await quickAdd.fill(text);
    await quickAdd.press('Enter');
    await expect(quickAdd).toHaveValue('');
  }
  await expect(page.getByTestId('task-item')).toHaveCount(2);

  // The task just added is the current one; away from the field, k moves up to the one before and x selects it.
  await expect(taskItem(page, 'Send engagement letter')).toHaveAttribute('aria-current', 'true');
  await page.getByRole('heading', { name: 'Tasks', level: 2 }).click();
  await page.keyboard.press('k');
  await expect(taskItem(page, 'Serve subpoena')).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('x');
  const bar = page.getByTestId('task-bulk-bar');
  await expect(bar).toContainText('1 selected');
  await bar.getByRole('button', { name: 'Start' }).click();
  await expect(taskItem(page, 'Serve subpoena')).toHaveAttribute('data-status', 'In Progress');

  await page.keyboard.press('b');
  await expect(page.getByTestId('task-board')).toBeVisible();
  const card = page.locator('[data-testid="board-column"][data-status="To Do"]').getByTestId('task-item').filter({ hasText: 'Send engagement letter' });
  await card.getByRole('button', { name: 'Move Send engagement letter' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.locator('[data-testid="board-column"][data-status="Done"]').getByTestId('task-item').filter({ hasText: 'Send engagement letter' })).toBeVisible();

  const statusFilter = page.getByRole('combobox', { name: 'Filter by status' });
  await statusFilter.click();
  await statusFilter.pressSequentially('Done');
  await statusFilter.press('Enter');
  await statusFilter.press('Escape');
  await expect(page).toHaveURL(/status=Done/);
  await page.reload();
  await expect(page.getByTestId('task-item')).toHaveCount(1);
  await expect(taskItem(page, 'Send engagement letter')).toHaveAttribute('data-status', 'Done');
});

test('a template of one’s own is saved, edited, used and deleted', async ({ page }) => {
  await signUp(page);
  await page.goto('/tasks');

  await page.getByTestId('task-template-menu').click();
  await page.getByRole('menuitem', { name: 'Save a new template…' }).click();
  const form = page.getByTestId('task-template-form');
  await form.getByLabel('Name').fill('Deposition prep');
  await form.getByLabel('Estimated time (minutes)').fill('90');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template “Deposition prep” saved')).toBeVisible();

  await page.getByTestId('task-template-menu').click();
  await page.getByRole('menuitem', { name: 'Edit your templates…' }).click();
  await page.getByRole('button', { name: 'Edit Deposition prep' }).click();
  const editForm = page.getByTestId('task-template-form');
  await expect(editForm.getByLabel('Name')).toHaveValue('Deposition prep');
  await editForm.getByLabel('Name').fill('Deposition outline');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Template “Deposition outline” saved')).toBeVisible();
  await expect(page.getByTestId('task-templates-list')).toContainText('Deposition outline');
  await expect(page.getByTestId('task-templates-list')).toContainText('90 min');
  await page.getByRole('dialog', { name: 'Your templates' }).getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('task-template-menu').click();
  await page.getByRole('menuitem', { name: /^Deposition outline/ }).click();
  await expect(taskItem(page, 'Deposition outline')).toHaveCount(1);

  await page.getByTestId('task-template-menu').click();
  await page.getByRole('menuitem', { name: 'Edit your templates…' }).click();
  await page.getByRole('button', { name: 'Delete Deposition outline' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Template “Deposition outline” deleted')).toBeVisible();
  await expect(page.getByText('You have no templates of your own yet.')).toBeVisible();

  const templates = await page.request.get('/api/task-templates');
  expect((await templates.json()).templates.map((template: { name: string }) => template.name)).toEqual(['Meeting', 'Research', 'Review']);
});
