import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeHttp } from '../../../testing/fake-http';

const signinRedirectCallback = vi.fn();
const signoutRedirect = vi.fn<() => Promise<void>>();
const removeUser = vi.fn<() => Promise<void>>();
const getEndSessionEndpoint = vi.fn<() => Promise<string | undefined>>();
const signInConfig = { issuer: 'https://id.example.com', clientId: 'sitewatch', endProviderSession: true };
vi.mock('./user-manager', () => ({
  getUserManager: async () => ({
    metadataService: { getTokenEndpoint: async () => 'https://id.example.com/oauth/token', getEndSessionEndpoint },
    signinRedirectCallback,
    signoutRedirect,
    removeUser,
    clearStaleState: async () => {},
  }),
  getSignInConfig: async () => signInConfig,
}));

const { completeSignIn, endClientSession, invalidStateMessage, isSignInCallback } = await import('./complete-sign-in');

describe('completing sign-in on /login', () => {
  beforeEach(() => {
    signinRedirectCallback.mockReset();
  });

  it('recognises the return from the provider', () => {
    expect(isSignInCallback('?code=abc&state=xyz')).toBe(true);
    expect(isSignInCallback('?error=access_denied&state=xyz')).toBe(true);
    expect(isSignInCallback('')).toBe(false);
    expect(isSignInCallback('?code=abc')).toBe(false);
  });

  it('posts the ID token to the server once per callback URL', async () => {
    signinRedirectCallback.mockResolvedValue({ id_token: 'the-id-token' });
    const http = installFakeHttp({ 'POST /api/user/login': { status: 204 } });
    const url = 'http://localhost/login?code=1&state=once';
    await Promise.all([completeSignIn(url), completeSignIn(url)]);
    expect(signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(http.calls).toHaveLength(1);
    const call = http.calls[0]!;
    expect(call.url).toBe('/api/user/login');
    expect(call.body).toEqual({ accessToken: 'the-id-token' });
    expect(http.headersOf(call)).toMatchObject({ 'x-sitewatch-csrf': '1' });
  });

  it("hands the provider's access token over beside the ID token, for UserInfo", async () => {
    signinRedirectCallback.mockResolvedValue({ id_token: 'the-id-token', access_token: 'the-access-token' });
    const http = installFakeHttp({ 'POST /api/user/login': { status: 204 } });
    await completeSignIn('http://localhost/login?code=1&state=with-access-token');
    expect(http.calls[0]?.body).toEqual({
      accessToken: 'the-id-token',
      providerAccessToken: 'the-access-token',
    });
  });

  it("fails with 'Login failed' when the server does not answer 204", async () => {
    signinRedirectCallback.mockResolvedValue({ id_token: 'rejected-token' });
    installFakeHttp({ 'POST /api/user/login': { status: 401, body: {} } });
    await expect(completeSignIn('http://localhost/login?code=2&state=rejected')).rejects.toThrow('Login failed');
    installFakeHttp({ 'POST /api/user/login': { status: 200, body: {} } });
    signinRedirectCallback.mockResolvedValue({ id_token: 'odd-answer' });
    await expect(completeSignIn('http://localhost/login?code=3&state=ok-but-not-204')).rejects.toThrow('Login failed');
  });

  it("calls a missing or replayed state 'Invalid State' and passes other provider errors on", async () => {
    signinRedirectCallback.mockRejectedValueOnce(new Error('No matching state found in storage'));
    await expect(completeSignIn('http://localhost/login?code=4&state=gone')).rejects.toThrow(invalidStateMessage);
    signinRedirectCallback.mockRejectedValueOnce(new Error('access_denied'));
    await expect(completeSignIn('http://localhost/login?error=access_denied&state=5')).rejects.toThrow('access_denied');
  });
});

describe('ending the client session', () => {
  beforeEach(() => {
    signoutRedirect.mockReset().mockResolvedValue();
    removeUser.mockReset().mockResolvedValue();
    getEndSessionEndpoint.mockReset();
    signInConfig.endProviderSession = true;
  });

  it("ends the provider's session too when it offers an end_session_endpoint", async () => {
    getEndSessionEndpoint.mockResolvedValue('https://id.example.com/logout');
    expect(await endClientSession()).toBe('redirecting');
    expect(signoutRedirect).toHaveBeenCalledOnce();
  });

  it('stays local when the provider has no end_session_endpoint', async () => {
    getEndSessionEndpoint.mockResolvedValue(undefined);
    expect(await endClientSession()).toBe('done');
    expect(signoutRedirect).not.toHaveBeenCalled();
    expect(removeUser).toHaveBeenCalledOnce();
  });

  it('stays local when the server is configured for local-only sign-out', async () => {
    signInConfig.endProviderSession = false;
    getEndSessionEndpoint.mockResolvedValue('https://id.example.com/logout');
    expect(await endClientSession()).toBe('done');
    expect(signoutRedirect).not.toHaveBeenCalled();
    expect(removeUser).toHaveBeenCalledOnce();
  });
});
