import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ApiErrorBody, requestIdHeaderName } from '@sitewatch/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { databaseRetryAfterSeconds, isDatabaseUnavailable, isUnstorableTextError } from './database-errors';
import { reportUnexpectedError } from './monitoring';

// An error body stays small whatever the request held: 50,000 unknown keys once made a 1.2 MB answer.
const maxListedFields = 20;
const maxMessagesPerField = 3;
const maxFieldLength = 100;
const maxMessageLength = 300;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Field errors as a map (a field named __proto__ is only a name), each field with its messages. */
function fieldErrorsFromValidation(error: FastifyError): Map<string, string[]> {
  const fieldErrors = new Map<string, string[]>();
  if (!hasZodFastifySchemaValidationErrors(error)) return fieldErrors;
  for (const issue of error.validation) {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    const messages = fieldErrors.get(where) ?? [];
    messages.push(issue.message ?? 'is invalid');
    fieldErrors.set(where, messages);
  }
  return fieldErrors;
}

/** The first fields and messages, each clipped, and how many fields were left out. */
function boundFieldErrors(fieldErrors: Map<string, string[]>): { listed: Record<string, string[]>; unlisted: number } {
  const listed: Record<string, string[]> = Object.create(null);
  for (const [field, messages] of fieldErrors) {
    if (Object.keys(listed).length === maxListedFields) break;
    const name = clip(field, maxFieldLength);
    listed[name] = [
      ...(listed[name] ?? []),
      ...messages.slice(0, maxMessagesPerField).map((message) => clip(message, maxMessageLength)),
    ].slice(0, maxMessagesPerField);
  }
  return { listed: { ...listed }, unlisted: Math.max(0, fieldErrors.size - maxListedFields) };
}

/** "Invalid body: title: Required; …" from the listed fields, and a count of the others. */
function describeFieldErrors(context: string, bounded: ReturnType<typeof boundFieldErrors>): string {
  const listed = Object.entries(bounded.listed)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
  const more = bounded.unlisted > 0 ? ` (and ${bounded.unlisted} more fields)` : '';
  return `Invalid ${context}: ${listed}${more}`;
}

// Fastify's own messages name framework codes or echo what the client sent (URL, content type):
// answers use these fixed texts instead.
const clientErrorAnswers: Record<number, ApiErrorBody> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be read.' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  405: { code: 'BAD_REQUEST', message: 'This method is not allowed here.' },
  406: { code: 'BAD_REQUEST', message: 'This answer format is not available.' },
  408: { code: 'BAD_REQUEST', message: 'The request took too long to arrive.' },
  411: { code: 'BAD_REQUEST', message: 'The request needs a Content-Length.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  414: { code: 'URI_TOO_LONG', message: 'The address is too long.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted here.' },
  429: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests; please try again shortly.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'The address or the request headers are too large.' },
};

const unavailableBody: ApiErrorBody = {
  code: 'UNAVAILABLE',
  message: 'The service cannot reach its database right now. Please try again in a few seconds.',
};
const internalBody: ApiErrorBody = { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };

/**
 * Sends an error body as JSON whatever the route had set before failing (a chat stream sets
 * text/event-stream before its first chunk; without this Fastify would answer in its own format).
 */
function sendJsonError(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .removeHeader('x-accel-buffering')
    .header('cache-control', 'no-store')
    .send({ ...body, requestId: reply.request.id });
}

/** Turns any error into the product's JSON answer; shared by the error handler and framework errors. */
export function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    if (error.fieldErrors) body.fieldErrors = boundFieldErrors(new Map(Object.entries(error.fieldErrors))).listed;
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error.statusCode >= 500 && error.statusCode !== 503) reportUnexpectedError(request, error);
    if (error.statusCode === 503) reply.header('retry-after', String(databaseRetryAfterSeconds));
    return sendJsonError(reply, error.statusCode, body);
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const bounded = boundFieldErrors(fieldErrorsFromValidation(fastifyError));
    return sendJsonError(reply, 400, {
      code: 'BAD_REQUEST',
      message: describeFieldErrors(fastifyError.validationContext ?? 'request', bounded),
      fieldErrors: bounded.listed,
    });
  }
  if (isDatabaseUnavailable(error)) {
    // Not the request's fault: say so, and when to come back. The driver's message stays in the log.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(databaseRetryAfterSeconds));
    return sendJsonError(reply, 503, unavailableBody);
  }
  if (isUnstorableTextError(error)) {
    request.log.warn({ err: error }, 'database refused text the edge check let through');
    return sendJsonError(reply, 400, {
      code: 'BAD_REQUEST',
      message: 'The request contains characters that cannot be stored.',
    });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 500 || status < 400) {
    request.log.error({ err: error }, 'request failed');
    if (status === 503) {
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return sendJsonError(reply, 503, { code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' });
    }
    reportUnexpectedError(request, error);
    return sendJsonError(reply, 500, internalBody);
  }
  // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limit, router errors).
  if (status === 429 && fastifyError.message && !fastifyError.code?.startsWith('FST_')) {
    // The rate limiter's message (ours, with the wait in seconds) is safe to show.
    return sendJsonError(reply, 429, { code: 'TOO_MANY_REQUESTS', message: fastifyError.message });
  }
  return sendJsonError(reply, status, clientErrorAnswers[status] ?? { code: 'BAD_REQUEST', message: 'Bad request' });
}

/**
 * Errors the router raises before any route runs (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH,
 * FST_ERR_ASYNC_CONSTRAINT): passed as Fastify's `frameworkErrors` option so they get the same format.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  return answerError(Object.assign(new Error('router error'), { statusCode: status }), request, reply);
}

/** An address no route answers. The address is not repeated: an answer never echoes what the client sent. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  return answerError(Object.assign(new Error('no route'), { statusCode: 404 }), request, reply);
}

/** The status of a request Node's HTTP parser refused (Fastify's own default answers the same three). */
function clientErrorStatus(error: NodeJS.ErrnoException): 400 | 408 | 431 {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a bad request line or header, an address
 * or headers over 16 KB, a broken chunk): passed as Fastify's `clientErrorHandler` so they answer in the
 * product's format too. There is no request yet, so the answer is written to the socket, which then closes.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(error);
  const requestId = randomUUID();
  this.log.debug({ err: error, reqId: requestId }, 'unreadable request refused');
  // An answer already under way on this connection (keep-alive) must not get these bytes in its middle.
  const current = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !current?.headersSent) {
    const body = JSON.stringify({ ...clientErrorAnswers[status], requestId });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n' +
        `${requestIdHeaderName}: ${requestId}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Node answers an HTTP/1.1 request without a Host header itself, with an empty 400, unless the server is
 * made with this option; the error handler's hook then refuses it in the product's format.
 */
export const httpServerOptions = { requireHostHeader: false } as const;

/** One place that turns errors into answers; a 5xx never shows its internal message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => answerError(error, request, reply));
  // HTTP/1.0 needs no Host; HTTP/1.1 does (RFC 9112 section 3.2), as Node's own check has it.
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor === 1 && !request.raw.headers.host) {
      throw new AppError('BAD_REQUEST', 'The request needs a Host header.');
    }
  });
}
