import { expect, test } from '@playwright/test';
import { newPerson, signUp } from './helpers';

test('a new user signs up and lands on the dashboard', async ({ page }) => {
  await signUp(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome, Maria Alvarez');
  await expect(page.getByTestId('user-menu')).toContainText('Maria Alvarez');
});

test('the guard sends a visitor to login carrying the path, and back there after signing in', async ({ page }) => {
  await page.goto('/tasks?view=today');
  await expect(page.getByText('Authenticating...').or(page.getByRole('tab', { name: 'Sign up' }))).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?from=%2Ftasks%3Fview%3Dtoday$/);
  await signUp(page, newPerson(), page.url());
  await expect(page).toHaveURL(/\/tasks\?view=today$/);
});

test('a signed-in user opening /auth/* goes to the dashboard, and the listed redirects hold', async ({ page }) => {
  await signUp(page);
  for (const [from, to] of [
    ['/auth/login', '/dashboard'],
    ['/', '/dashboard'],
    ['/no/such/page', '/dashboard'],
    ['/workflow-demo', '/automation'],
    ['/agent-hub', '/assistant-store'],
    ['/marketplace', '/assistant-store'],
    ['/marketplace/store', '/assistant-store'],
  ] as const) {
    await page.goto(from);
    await expect(page, `${from} → ${to}`).toHaveURL(new RegExp(`${to}$`));
  }
});

test('the sidebar stays collapsed across a reload', async ({ page }) => {
  await signUp(page);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await expect(sidebar).toHaveCSS('width', '256px');
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect(sidebar).toHaveCSS('width', '70px');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '70px');
});

test('logout shows "Logged out successfully" and goes to /login; the session is gone', async ({ page }) => {
  await signUp(page);
  await page.getByTestId('user-menu').click();
  await page.getByText('Logout', { exact: true }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page.getByTestId('login-page')).toBeVisible();
});
