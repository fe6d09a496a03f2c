import { describe, expect, it, vi } from 'vitest';
import { createTokenRequestRetryingFetch, type TokenRequestRetryOptions } from './retry-token-requests';

const tokenEndpoint = 'https://id.example.com/oauth/token';
const options: TokenRequestRetryOptions = { retries: 3, attemptTimeoutMs: 1000, backoffMs: () => 0 };
const post = { method: 'POST', body: 'grant_type=authorization_code' };

describe('token request retries', () => {
  it('retries the token request three times after network errors, then gives up', async () => {
    const base = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const retrying = createTokenRequestRetryingFetch(base, tokenEndpoint, options);
    await expect(retrying(tokenEndpoint, post)).rejects.toThrow('Failed to fetch');
    expect(base).toHaveBeenCalledTimes(4);
  });

  it('succeeds when a retry gets through after a 5xx', async () => {
    const base = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{"id_token":"t"}', { status: 200 }));
    const retrying = createTokenRequestRetryingFetch(base, tokenEndpoint, options);
    const response = await retrying(tokenEndpoint, post);
    expect(response.status).toBe(200);
    expect(base).toHaveBeenCalledTimes(3);
    // Every attempt has its own time limit and the same body.
    for (const call of base.mock.calls) {
      expect(call[1]?.signal).toBeInstanceOf(AbortSignal);
      expect(call[1]?.body).toBe(post.body);
    }
  });

  it('does not retry a 4xx: the provider has judged the code', async () => {
    const base = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"error":"invalid_grant"}', { status: 400 }));
    const retrying = createTokenRequestRetryingFetch(base, tokenEndpoint, options);
    expect((await retrying(tokenEndpoint, post)).status).toBe(400);
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('passes other requests straight through', async () => {
    const base = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const retrying = createTokenRequestRetryingFetch(base, tokenEndpoint, options);
    await expect(retrying('https://id.example.com/.well-known/openid-configuration')).rejects.toThrow();
    await expect(retrying(tokenEndpoint, { method: 'GET' })).rejects.toThrow();
    expect(base).toHaveBeenCalledTimes(2);
  });
});
