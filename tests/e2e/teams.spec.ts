import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { newPerson, signUp } from './helpers';

const bell = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });
const messageWith = (page: Page, text: string) => page.getByTestId('teams-messages').getByTestId('teams-message').filter({ hasText: text });

/** Types into the channel's message box and sends it with Enter. */
async function send(page: Page, label: string, text: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.fill(text);
  await box.press('Enter');
}

test('a team: invite by link, a second person signs up and joins, messages arrive live, a threaded reply, a mention notifies', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const owner = { ...newPerson(), firstName: 'Olivia', lastName: 'Owner' };
  await signUp(page, owner);

  await test.step("a first visit makes 'Your Workspace'", async () => {
    await page.goto('/teams');
    await expect(page.getByTestId('teams-screen')).toBeVisible();
    await expect(page.getByTestId('teams-switcher')).toContainText('Your Workspace');
  });

  await test.step('create a team and a page', async () => {
    await page.getByTestId('teams-create-team').click();
    const dialog = page.getByRole('dialog', { name: 'Create a team' });
    // The dialog zooms in; a click while it still grows can miss its button.
    await expect(dialog).not.toHaveClass(/ant-zoom-appear/);
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await expect(dialog).toContainText('Team name is required.');
    await dialog.getByLabel('Team name').fill('Lopez matter');
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByTestId('teams-switcher')).toContainText('Lopez matter');
    await expect(page.getByText('This team has no pages yet.')).toBeVisible();

    await page.getByTestId('teams-create-page').click();
    const pageDialog = page.getByRole('dialog', { name: 'Create a page' });
    await expect(pageDialog).not.toHaveClass(/ant-zoom-appear/);
    await pageDialog.getByLabel('Page name').fill('general');
    await pageDialog.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByTestId('teams-channel-title')).toContainText('general');
    await expect(page).toHaveURL(/\/teams\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  });

  let link = '';
  await test.step('make an invitation link', async () => {
    await page.getByTestId('teams-open-members').click();
    await page.getByTestId('teams-create-invitation').click();
    link = await page.getByLabel('Invitation link').inputValue();
    expect(link).toMatch(/\/teams\/invite\?token=[A-Za-z0-9_-]+$/);
    await page.keyboard.press('Escape');
  });

  const second = await browser.newContext();
  const guest = await second.newPage();
  const joiner = { ...newPerson(), firstName: 'Jane', lastName: 'Joiner' };

  await test.step('the link opens signed out, shows the team and the inviter; sign-up comes back to it and joins', async () => {
    await guest.goto(link);
    await expect(guest.getByTestId('team-invite-summary')).toHaveText('Olivia Owner invited you to join the team Lopez matter.');
    expect(await wcagViolations(guest)).toEqual([]);
    await guest.getByTestId('team-invite-sign-in').click();
    await guest.getByRole('tab', { name: 'Sign up' }).click();
    await guest.getByLabel('First name').fill(joiner.firstName);
    await guest.getByLabel('Last name').fill(joiner.lastName);
    await guest.getByLabel('Email').fill(joiner.email);
    await guest.getByLabel('Password').fill(joiner.password);
    await guest.getByRole('button', { name: 'Create account' }).click();
    await expect(guest).toHaveURL(/\/teams\/invite\?token=/);
    await guest.getByTestId('team-invite-join').click();
    await expect(guest.getByTestId('teams-switcher')).toContainText('Lopez matter');
    await expect(guest.getByTestId('teams-channel-title')).toContainText('general');
  });

  await test.step('a message from the new member reaches the owner without a reload', async () => {
    await send(guest, 'Message general', 'Hello from **Jane**');
    await expect(messageWith(guest, 'Hello from Jane')).toBeVisible();
    await expect(messageWith(page, 'Hello from Jane')).toBeVisible({ timeout: 15_000 });
    await expect(messageWith(page, 'Hello from Jane').getByTestId('teams-message-content').locator('strong')).toHaveText('Jane');
  });

  await test.step('the owner replies in a thread; the member sees the reply count live', async () => {
    await messageWith(page, 'Hello from Jane').getByTestId('teams-reply').click();
    const thread = page.getByTestId('teams-thread-body');
    await expect(thread).toContainText('Hello from Jane');
    await send(page, 'Reply in thread', 'Welcome aboard');
    await expect(thread).toContainText('Welcome aboard');
    await expect(thread).toContainText('1 reply');
    await page.keyboard.press('Escape');
    await expect(messageWith(guest, 'Hello from Jane').getByTestId('teams-reply')).toHaveText(/1 reply/, { timeout: 15_000 });
  });

  await test.step('a mention of the owner lands in the bell', async () => {
    await send(guest, 'Message general', '@Olivia Owner could you file the DOR today?');
    await expect(messageWith(page, 'could you file the DOR today?')).toBeVisible({ timeout: 15_000 });
    await bell(page).click();
    const item = page.getByTestId('notifications-drawer').getByTestId('notification-item').filter({ hasText: 'Jane Joiner mentioned you in general in Lopez matter' });
    await expect(item).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
  });

  await test.step('the screen passes axe and works at 700 px with the sidebar in a drawer', async () => {
    expect(await wcagViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(page.getByTestId('teams-sidebar')).toBeHidden();
    await page.getByTestId('teams-open-sidebar').click();
    await expect(page.getByTestId('teams-sidebar')).toBeVisible();
    await expect(page.getByTestId('teams-page-link').filter({ hasText: 'general' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await wcagViolations(page)).toEqual([]);
  });

  await second.close();
});
