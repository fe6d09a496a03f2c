import type { ApiErrorBody } from '@sitewatch/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { databaseRetryAfterSeconds, isDatabaseUnavailable, isUnstorableTextError } from './database-errors';
import { reportUnexpectedError } from './monitoring';

function fieldErrorsFromValidation(error: FastifyError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fieldErrors;
  for (const issue of error.validation) {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    fieldErrors[where] ??= [];
    fieldErrors[where].push(issue.message ?? 'is invalid');
  }
  return fieldErrors;
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
  431: { code: 'BAD_REQUEST', message: 'The request headers are too large.' },
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
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error.statusCode >= 500 && error.statusCode !== 503) reportUnexpectedError(request, error);
    if (error.statusCode === 503) reply.header('retry-after', String(databaseRetryAfterSeconds));
    return sendJsonError(reply, error.statusCode, body);
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const fieldErrors = fieldErrorsFromValidation(fastifyError);
    return sendJsonError(reply, 400, {
      code: 'BAD_REQUEST',
      message: `Invalid ${fastifyError.validationContext ?? 'request'}: ${Object.entries(fieldErrors)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; ')}`,
      fieldErrors,
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

/** One place that turns errors into answers; a 5xx never shows its internal message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => answerError(error, request, reply));
}
