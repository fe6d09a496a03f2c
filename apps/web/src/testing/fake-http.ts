import { vi } from 'vitest';

/** What a route answers: a status and a JSON body (none when `body` is left out). */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request the page sent, as the server would read it. */
export interface FakeRequest {
  method: string;
  /** The path (and query) exactly as the page asked for it. */
  url: string;
  /** A JSON body parsed; any other body as sent; undefined without one. */
  body: unknown;
  /** Lower-case header names, as the server sees them. */
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
}

/** A route's answer: fixed, or computed from the request; a thrown error is a network failure. */
export type FakeRoute =
  | FakeResponse
  | ((request: FakeRequest) => FakeResponse | Response | Promise<FakeResponse | Response>);

export type FakeHttp = ReturnType<typeof installFakeHttp>;

/**
 * The web tests' one fake of the HTTP boundary: it stands in for `fetch`, answers "METHOD /path" routes
 * and records every request. Unknown requests answer 404 like the server. Vitest restores the real
 * `fetch` after each test (`unstubGlobals` in vite.config.ts).
 */
export function installFakeHttp(routes: Record<string, FakeRoute> = {}) {
  const table = new Map(Object.entries(routes));
  const calls: Omit<FakeRequest, 'headers' | 'signal'>[] = [];
  const headersByCall = new WeakMap<object, Record<string, string>>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = readRequest(input, init);
    const call = { method: request.method, url: request.url, body: request.body };
    calls.push(call);
    headersByCall.set(call, request.headers);
    const route = table.get(`${request.method} ${request.url}`);
    if (!route) return toResponse({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    const answer = typeof route === 'function' ? await route(request) : route;
    return answer instanceof Response ? answer : toResponse(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** Every request in order: `{ method, url, body }`. */
    calls,
    /** Adds or replaces the answer of "METHOD /path". */
    on(route: string, answer: FakeRoute): void {
      table.set(route, answer);
    },
    headersOf(call: object): Record<string, string> {
      const headers = headersByCall.get(call);
      if (!headers) throw new Error('not a recorded request');
      return headers;
    },
  };
}

function readRequest(input: RequestInfo | URL, init: RequestInit): FakeRequest {
  const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  return { method, url, body: readBody(init.body), headers, signal: init.signal ?? undefined };
}

function readBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function toResponse(answer: FakeResponse): Response {
  const status = answer.status ?? 200;
  const hasBody = answer.body !== undefined && status !== 204 && status !== 304;
  return new Response(hasBody ? JSON.stringify(answer.body) : null, {
    status,
    headers: { 'content-type': 'application/json', ...answer.headers },
  });
}
