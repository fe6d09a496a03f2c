import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// The one server-sent-events writer: the chat answer and the live issue screen both send through it.

/** One event in the wire format (spec section 7): a `data:` line holding JSON, then a blank line. */
export function formatSseData(value: unknown): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

/** A comment line: keeps idle proxies from closing the stream; clients ignore it. */
export const sseHeartbeat = ': heartbeat\n\n';

/**
 * Sends a stream as server-sent events. Headers go out through Fastify (security and rate-limit
 * headers), then the stream; `no-transform` and `x-accel-buffering: no` stop proxies from buffering it.
 */
export function sendEventStream(reply: FastifyReply, stream: Readable): FastifyReply {
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
}

const endOfBatch = Symbol('end of batch');

/**
 * Joins the chunks a source yields before the event loop turns (the built-in assistant's whole turn)
 * into one, so the socket gets one write instead of one per piece; a chunk that comes after a wait (a
 * model's next token) goes out in the same turn of the loop, so streaming is unchanged. Stopping early
 * stops the source.
 */
export async function* coalesceChunks(source: AsyncIterable<string>): AsyncGenerator<string, void> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    let pending = iterator.next();
    for (;;) {
      const first = await pending;
      if (first.done) return;
      let batch = first.value;
      const turnEnds = new Promise<typeof endOfBatch>((resolve) => setImmediate(resolve, endOfBatch));
      for (;;) {
        pending = iterator.next();
        let next: IteratorResult<string, unknown> | typeof endOfBatch;
        try {
          next = await Promise.race([pending, turnEnds]);
        } catch (error) {
          // What came before the failure still goes out first.
          yield batch;
          throw error;
        }
        if (next === endOfBatch) break;
        if (next.done) {
          yield batch;
          return;
        }
        batch += next.value;
      }
      yield batch;
    }
  } finally {
    await iterator.return?.();
  }
}

/** A source of SSE chunks as the byte stream sendEventStream sends, its ready chunks written together. */
export function toEventStream(source: AsyncIterable<string>): Readable {
  return Readable.from(coalesceChunks(source), { objectMode: false });
}
