/** What one request tells the monitor: the route pattern (never the raw URL) and the request id. */
export interface MonitoredRequest {
  method: string;
  /** The route pattern, e.g. /api/site/:siteId; 'unmatched' when no route answered. */
  route: string;
  requestId: string;
}

/**
 * Error and performance monitoring (SENTRY_DSN): unexpected server errors and one trace per request.
 * Off by default; then every call is a no-op.
 */
export interface ErrorMonitor {
  /** An unexpected error (a 5xx that is not a known outage), with nothing of the request's body. */
  captureError(error: unknown, request: MonitoredRequest): void;
  /** Starts a request's trace; the returned function ends it with the answer's status. */
  startRequest(request: MonitoredRequest): (statusCode: number) => void;
  /** Sends what is still queued, within the timeout (on shutdown and in tests). */
  flush(timeoutMs: number): Promise<void>;
}

export const noErrorMonitor: ErrorMonitor = {
  captureError() {},
  startRequest: () => () => {},
  flush: async () => {},
};
