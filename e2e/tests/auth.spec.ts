import { expect, request as playwrightRequest, test } from '@playwright/test';
import { type SpawnedServer, spawnServer } from '@sitewatch/server/testing';
import {
  createSitePath,
  dashboardPath,
  loginPath,
  logoutPath,
  onboardingPath,
  userAreaPath,
} from '@sitewatch/shared/paths';
import { type ExternalOidcProvider, startExternalOidcProvider } from '../support/external-oidc';
import { signIn, signInAsNewManager, uniqueEmail } from '../support/sign-in';
import { urlOf } from '../support/urls';

test('a new manager signs in through the embedded provider, sets up the account and logs out', {
  tag: '@smoke',
}, async ({ page, baseURL }) => {
  const email = uniqueEmail();
  await page.goto(loginPath);
  await expect(page.getByRole('heading', { name: 'Sitewatch' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/auth-login.png', fullPage: true });
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByText('for local use and demos')).toBeVisible();
  await page.screenshot({ path: 'screenshots/auth-provider.png', fullPage: true });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await page.waitForURL(urlOf(onboardingPath));
  await expect(page.getByRole('heading', { name: "Welcome. Let's set up your account." })).toBeVisible();
  // Spec section 5: no messages before the first Continue.
  await expect(page.getByText('Please enter your name')).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/auth-onboarding.png', fullPage: true });

  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please select your notification preferences')).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await page.screenshot({ path: 'screenshots/auth-onboarding-errors.png', fullPage: true });

  const nameField = page.getByLabel('Name', { exact: true });
  await nameField.fill('a'.repeat(256));
  await expect(page.getByText('Name must be less than 255 characters')).toBeVisible();
  await nameField.fill('Grace Hopper');
  await expect(page.getByText('Please enter your name')).toHaveCount(0);
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Notification preference').selectOption({ label: 'High-Priority and above' });
  await expect(continueButton).toBeEnabled();
  // Spec section 5: Enter in a text field submits.
  await nameField.press('Enter');
  await page.waitForURL(urlOf(createSitePath));

  const me = await page.request.get('/api/user');
  expect(await me.json()).toMatchObject({ email, name: 'Grace Hopper', notificationForPriority: 'HIGH', sites: [] });
  const sessionCookie = (await page.context().cookies()).find((c) => c.name === 'sw_session');
  expect(sessionCookie).toBeDefined();

  await page.goto(logoutPath);
  await page.waitForURL((url) => url.pathname === '/');
  const oldCookie = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `sw_session=${sessionCookie?.value}` },
  });
  expect((await oldCookie.get('/api/user')).status()).toBe(401);
  await oldCookie.dispose();
});

test('the signed-in area: user object, unknown paths, logout, and a returning user skips account setup', async ({
  page,
}) => {
  const email = uniqueEmail();
  await signInAsNewManager(page, { email, name: 'Katherine Johnson' });

  await page.goto(userAreaPath);
  await expect(page.getByLabel('User')).toContainText(`"email": "${email}"`);
  await page.goto(`${userAreaPath}/nowhere`);
  await expect(page.getByText('User Routes: Not found')).toBeVisible();
  await page.goto(dashboardPath);
  await page.waitForURL(urlOf(createSitePath));

  await page.goto(logoutPath);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto(userAreaPath);
  await page.waitForURL((url) => url.pathname === '/');

  // Signing in again as the same person skips account setup.
  await signIn(page, { email });
  await page.waitForURL(urlOf(createSitePath));
});

test('the provider name prefills account setup', async ({ page }) => {
  await signIn(page, { email: uniqueEmail(), name: 'Dorothy Vaughan' });
  await page.waitForURL(urlOf(onboardingPath));
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Dorothy Vaughan');
});

test.describe('sign-in with an external OpenID Connect provider', () => {
  const providerPort = Number(process.env.E2E_EXTERNAL_OIDC_PORT ?? 3111);
  const serverPort = Number(process.env.E2E_EXTERNAL_SERVER_PORT ?? 3112);
  let provider: ExternalOidcProvider;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    // Two more processes start here (the provider and a second Sitewatch server on its first migration).
    test.setTimeout(240_000);
    provider = await startExternalOidcProvider({
      port: providerPort,
      clientId: 'sitewatch-e2e',
      redirectOrigin: `http://localhost:${serverPort}`,
    });
    server = await spawnServer({
      port: serverPort,
      env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, JOBS_ENABLED: 'false' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  test('a manager signs in through a provider that releases email only via UserInfo, and signs out of both', async ({
    page,
  }) => {
    const email = uniqueEmail('external');
    const config = await page.request.get(`${server.url}/api/auth/config`);
    expect(await config.json()).toEqual({
      issuer: provider.issuer,
      clientId: 'sitewatch-e2e',
      endProviderSession: true,
    });
    expect((await page.request.get(`${server.url}/oidc/.well-known/openid-configuration`)).status()).toBe(404);

    const signInAtProvider = async () => {
      await page.goto(`${server.url}${loginPath}`);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.origin === provider.issuer);
      await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
      await page.getByPlaceholder('Enter any login').fill(email);
      await page.getByPlaceholder('and password').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
    };

    await signInAtProvider();
    await page.waitForURL(`${server.url}${onboardingPath}`);
    // The ID token carried no email: the server had to ask UserInfo for it (and for the name).
    expect(provider.seen.idTokensIssued).toBe(1);
    expect(provider.seen.idTokensWithEmail).toBe(0);
    expect(provider.seen.userInfoRequests).toBe(1);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('External Person');
    // Taken once the redirects are over: a screenshot while the page navigates can fail in Chromium.
    await page.screenshot({ path: 'screenshots/auth-external-provider.png' });
    const me = await page.request.get(`${server.url}/api/user`);
    expect(await me.json()).toMatchObject({ email, name: null });

    // Sign-out ends the provider's session too (RP-initiated logout), then comes back to /.
    await page.goto(`${server.url}${logoutPath}`);
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((url) => url.origin === server.url && url.pathname === '/');
    expect(provider.seen.endSessions).toBe(1);
    expect((await page.request.get(`${server.url}/api/user`)).status()).toBe(401);

    // On a shared computer, the next Sign In asks for a login instead of signing the last person back in.
    await signInAtProvider();
    await page.waitForURL(`${server.url}${onboardingPath}`);
    expect(provider.seen.userInfoRequests).toBe(2);
  });
});
