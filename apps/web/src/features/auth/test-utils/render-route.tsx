import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders a route element at a path with a fresh query client; the current path is in data-testid="location". */
export function renderRoute(
  element: ReactElement,
  options: { path: string; pattern: string; queryClient?: QueryClient },
) {
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path]}>
        <Routes>
          <Route path={options.pattern} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** A fetch stand-in answering by "METHOD path"; every request is recorded. */
export function stubApi(routes: Record<string, FakeResponse | (() => FakeResponse)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route() : route;
    if (!answer) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'no route' }), { status: 404 });
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
