import { type ApiErrorBody, apiErrorBody } from '@sitewatch/shared';

/**
 * An error answer's body without its request id (which differs per request), to check that two
 * refusals say exactly the same thing: nothing tells a stranger which of them was the real one.
 */
export function errorBodyOf(response: { json(): unknown }): Omit<ApiErrorBody, 'requestId'> {
  const { requestId: _requestId, ...body } = response.json() as ApiErrorBody;
  return body;
}

/** True for a body in the product's error format and nothing else (Fastify's own is {error, message, statusCode}). */
export function isProductErrorBody(body: string): boolean {
  try {
    return apiErrorBody.strict().safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}
