import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** A query client that fails at once: a test sees an error on the first refusal, never after retries. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * The one way a web test renders: `ui` inside a query client (a fresh one unless given) and a memory router at
 * `path`, as the route `routePattern` (any path by default); where the app navigates to is in
 * data-testid="location".
 */
export function renderWithProviders(
  ui: ReactNode,
  options: { path?: string; routePattern?: string; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? testQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <Routes>
          <Route path={options.routePattern ?? '*'} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
