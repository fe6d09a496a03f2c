import { type ApiErrorBody, findUnstorableInput } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Refuses, before validation and before any route code, a body, query or path parameter holding
 * text PostgreSQL cannot store (NUL, lone surrogates) or absurd nesting: a 400 naming the field.
 * One hook for every route, so a new route cannot forget it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body } as const;
    for (const [part, value] of Object.entries(parts)) {
      const found = findUnstorableInput(value);
      if (!found) continue;
      const field = found.field || part;
      const fieldErrors: NonNullable<ApiErrorBody['fieldErrors']> = { [field]: [found.message] };
      throw new AppError('BAD_REQUEST', `Invalid ${part}: ${field}: ${found.message}`, fieldErrors);
    }
  });
}
