import { expect, type Page } from '@playwright/test';

let counter = 0;

export function newPerson() {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  return { firstName: 'Maria', lastName: 'Alvarez', email: `maria.${stamp}@example-firm.com`, password: 'hearing-2026' };
}

/** Signs up through the login page's "Sign up" tab and waits for the signed-in shell. */
export async function signUp(page: Page, person = newPerson(), from = '/auth/login') {
  await page.goto(from);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  return person;
}
