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

/**
 * A zod-free reader of an answer from `@sitewatch/shared/constants` (`readUser`, `readSite`, `readOpenIssuesAnswer`):
 * the value when it fits the contract, else null.
 */
export type AnswerReader<T> = (json: unknown) => T | null;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Checks the JSON answer: its shared schema, or for the answers the live list needs before it shows, the
   * schema's zod-free reader (so that path loads no zod). Omit for answers without a body (204).
   */
  schema?: z.ZodType<T> | AnswerReader<T>;
  signal?: AbortSignal;
}

/** The checked answer; a mismatch is a bug, reported in the console, and the answer is used as it came. */
function checkAnswer<T>(path: string, json: unknown, schema: z.ZodType<T> | AnswerReader<T>): T {
  if (typeof schema === 'function') {
    const read = schema(json);
    if (read === null) console.error(`Unexpected answer from ${path}: it does not fit the shared contract`, json);
    return read ?? (json as T);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected answer from ${path}`, parsed.error.issues);
  return json as T;
}

/**
 * Calls the API on this origin. Every request carries the CSRF header (harmless on reads, required
 * on signed-in writes). Answers are checked against the shared contract: a mismatch is a bug, reported
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
  return checkAnswer(path, await response.json(), request.schema);
}
