import type { ApiErrorBody } from '@sitewatch/shared';
import { csrfHeaderName, csrfHeaderValue, readApiErrorBody } from '@sitewatch/shared/constants';
import type { z } from 'zod';

/** What a failed request says on screen; a server fault adds its request id, for support to find the logs. */
function errorMessage(status: number, body: ApiErrorBody | null): string {
  const message = body?.message ?? `Request failed with status ${status}`;
  return status >= 500 && body?.requestId ? `${message} (reference ${body.requestId})` : message;
}

/** A non-2xx answer from the API, with its parsed error body when it has one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(errorMessage(status, body));
  }
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Parses the JSON answer; omit for answers without a body (204). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/**
 * Calls the API on this origin. Every request carries the CSRF header (harmless on reads, required
 * on signed-in writes). Answers are checked with the shared schema: a mismatch is a bug, reported
 * in the console, not a crash of the screen.
 */
export async function apiFetch<T = void>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const headers: Record<string, string> = { [csrfHeaderName]: csrfHeaderValue, ...request.headers };
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(path, {
    method: request.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'same-origin',
    signal: request.signal,
  });
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, readApiErrorBody(json));
  }
  if (!request.schema || response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error.issues);
    return json as T;
  }
  return parsed.data;
}
