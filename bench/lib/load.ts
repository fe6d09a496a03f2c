import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Drives one route with autocannon for a fixed time and returns the median throughput and latency. */
export async function measure(
  name: string,
  options: { url: string; connections?: number; durationSeconds?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 32,
    duration: options.durationSeconds ?? 10,
    headers: options.headers,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((r) => ({
      route: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
}
