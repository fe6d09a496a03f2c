import { isRecord } from '@sitewatch/shared/constants';

/** A non-2xx answer of a public call, with the API's message when it sent one. */
export class PublicApiError extends Error {
  override name = 'PublicApiError';
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

export async function toPublicApiError(response: Response): Promise<PublicApiError> {
  const body: unknown = await response.json().catch(() => null);
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : null;
  const message =
    isRecord(body) && typeof body.message === 'string' ? body.message : `Request failed with status ${response.status}`;
  return new PublicApiError(response.status, code, message);
}

/**
 * Calls a public API route of this origin (no session needed) and checks the JSON answer with the
 * given guard; an answer that does not match is an error, so the page never renders a bad shape.
 */
export async function publicFetch<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: unknown;
    parse: (json: unknown) => T | null;
    signal?: AbortSignal;
  },
): Promise<T> {
  const headers = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (!response.ok) throw await toPublicApiError(response);
  const parsed = options.parse(await response.json());
  if (parsed === null) throw new Error(`Unexpected answer from ${path}`);
  return parsed;
}
