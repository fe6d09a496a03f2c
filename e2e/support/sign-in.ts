import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { createSitePath, loginPath, onboardingPath, userAreaPath } from '@sitewatch/shared/paths';
import { urlOf } from './urls';

/** A fresh address per test, so journeys never share a manager. */
export function uniqueEmail(prefix = 'manager'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface SignInOptions {
  email: string;
  /** The name the provider passes on (it prefills account setup). */
  name?: string;
}

/**
 * Signs in through the real product: /login, the Sign In button, the identity provider's page
 * (the embedded provider: fields Email and Name, button Sign in), back to /login, then the
 * signed-in area under /u/.
 */
export async function signIn(page: Page, { email, name }: SignInOptions): Promise<void> {
  await page.goto(loginPath);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  if (name !== undefined) await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(urlOf(`${userAreaPath}/`, { end: false }));
}

/**
 * Signs in a manager who has never signed in before and completes account setup (name, 'All
 * Issues'), ending on the create-site screen.
 */
export async function signInAsNewManager(page: Page, { email, name }: Required<SignInOptions>): Promise<void> {
  await signIn(page, { email, name });
  await page.waitForURL(urlOf(onboardingPath));
  await expect(page.getByRole('heading', { name: "Welcome. Let's set up your account." })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Notification preference').selectOption({ label: 'All Issues' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(urlOf(createSitePath));
}
