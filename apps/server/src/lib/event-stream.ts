import type { Readable } from 'node:stream';
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
