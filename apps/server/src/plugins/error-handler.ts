import type { ApiErrorBody } from '@sitewatch/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

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

/** One place that turns errors into answers; a 5xx never shows its internal message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { code: error.code, message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsFromValidation(error);
      return reply.status(400).send({
        code: 'BAD_REQUEST',
        message: `Invalid ${error.validationContext ?? 'request'}: ${Object.entries(fieldErrors)
          .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
          .join('; ')}`,
        fieldErrors,
      } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limit).
    const code =
      status === 429
        ? 'TOO_MANY_REQUESTS'
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : 'BAD_REQUEST';
    return reply.status(status).send({ code, message: error.message } satisfies ApiErrorBody);
  });
}
