export interface TokenRequestRetryOptions {
  /** Retries after the first attempt (spec section 9: three). */
  retries: number;
  /** Each attempt's own time limit. */
  attemptTimeoutMs: number;
  /** Wait before retry n (1-based); grows so a struggling provider is not hammered. */
  backoffMs: (retry: number) => number;
}

export const tokenRequestRetryDefaults: TokenRequestRetryOptions = {
  retries: 3,
  attemptTimeoutMs: 10_000,
  backoffMs: (retry) => 250 * 2 ** (retry - 1),
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * A fetch that retries POSTs to the token endpoint after a network error, a timeout or a 5xx
 * (never after a 4xx: the provider has judged the code, asking again cannot help). Other requests
 * pass straight through.
 */
export function createTokenRequestRetryingFetch(
  baseFetch: typeof fetch,
  tokenEndpoint: string,
  options: TokenRequestRetryOptions = tokenRequestRetryDefaults,
): typeof fetch {
  return async (input, init) => {
    if (urlOf(input) !== tokenEndpoint || (init?.method ?? 'GET').toUpperCase() !== 'POST') {
      return baseFetch(input, init);
    }
    let lastError: unknown;
    for (let attempt = 0; attempt <= options.retries; attempt++) {
      if (attempt > 0) await wait(options.backoffMs(attempt));
      try {
        // Our own limit per attempt: the caller's signal would stay aborted after its first timeout.
        const response = await baseFetch(input, { ...init, signal: AbortSignal.timeout(options.attemptTimeoutMs) });
        if (response.status < 500 || attempt === options.retries) return response;
        lastError = new Error(`token request answered ${response.status}`);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError instanceof Error ? lastError : new Error('Network error');
  };
}

/** Runs fn with the retrying fetch in place (oidc-client-ts calls the global fetch), then restores it. */
export async function withTokenRequestRetries<T>(
  tokenEndpoint: string,
  fn: () => Promise<T>,
  options: TokenRequestRetryOptions = tokenRequestRetryDefaults,
): Promise<T> {
  const original = globalThis.fetch;
  globalThis.fetch = createTokenRequestRetryingFetch(original, tokenEndpoint, options);
  try {
    return await fn();
  } finally {
    globalThis.fetch = original;
  }
}
