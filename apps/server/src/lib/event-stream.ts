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
 * Sends server-sent events: a whole answer (a string) or a stream. Headers go out through Fastify (security
 * and rate-limit headers), then the body; `no-transform` and `x-accel-buffering: no` stop proxies from
 * buffering it.
 */
export function sendEventStream(reply: FastifyReply, body: string | Readable): FastifyReply {
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(body);
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

/** Resolves when the event loop has turned: what a source yields before then is ready, not streamed. */
const loopTurns = () => new Promise<false>((resolve) => setImmediate(resolve, false));

/**
 * A source of SSE chunks as the body sendEventStream sends. A source that has ended before the event loop
 * turns (the built-in assistant's whole turn) becomes one string: the response goes out with its length in one
 * write, without a stream to pipe (under a burst of chat turns the stream machinery cost more CPU than the
 * turn itself). A source still going then (a model's tokens) becomes a byte stream, its ready chunks written
 * together. Node holds the headers until the first body bytes either way, so the visitor sees no difference.
 */
export async function toEventStream(source: AsyncIterable<string>): Promise<string | Readable> {
  const batches = coalesceChunks(source);
  const first = await batches.next();
  if (first.done) return '';
  const rest = batches.next();
  // A failure after the first batch takes the stream path, which sends the batch and then fails as before.
  const hasEnded = rest.then(
    (next) => next.done === true,
    () => false,
  );
  if (await Promise.race([hasEnded, loopTurns()])) return first.value;
  return Readable.from(resumeBatches(first.value, rest, batches), { objectMode: false });
}

async function* resumeBatches(
  head: string,
  rest: Promise<IteratorResult<string, void>>,
  batches: AsyncGenerator<string, void>,
): AsyncGenerator<string, void> {
  try {
    yield head;
    for (let next = await rest; !next.done; next = await batches.next()) yield next.value;
  } finally {
    await batches.return();
  }
}
