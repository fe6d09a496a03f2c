import { describe, expect, it } from 'vitest';
import { userManagerSettings } from './user-manager';

describe('sign-in client settings', () => {
  it('uses the code flow with the spec scopes, timeouts and /login as the redirect', () => {
    const settings = userManagerSettings(
      { issuer: 'https://id.example.com/', clientId: 'sitewatch', endProviderSession: true },
      'https://sitewatch.example.com',
    );
    expect(settings).toMatchObject({
      authority: 'https://id.example.com/',
      client_id: 'sitewatch',
      redirect_uri: 'https://sitewatch.example.com/login',
      response_type: 'code',
      scope: 'openid profile email',
      requestTimeoutInSeconds: 10,
      popupWindowFeatures: { closePopupWindowAfterInSeconds: 60 },
    });
    expect(settings.prompt).toBeUndefined();
  });

  it('asks the embedded provider to show its page every time', () => {
    const settings = userManagerSettings(
      { issuer: 'http://localhost:3000/oidc', clientId: 'sitewatch-web', prompt: 'login', endProviderSession: true },
      'http://localhost:3000',
    );
    expect(settings.prompt).toBe('login');
  });
});
