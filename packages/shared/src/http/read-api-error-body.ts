// Zod-free, so the dashboard's entry chunk can read error answers without the schema library (the
// screens that parse answers with the shared schemas load it with their own chunks).

import { isArrayOf, isRecord, isString } from './read-json';

/** The shape of `apiErrorBody` (api-error.ts); a test keeps the two in step. */
export interface ApiErrorFields {
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  requestId?: string;
}

/** An API error body as `apiErrorBody.safeParse` would accept it, or null. */
export function readApiErrorBody(json: unknown): ApiErrorFields | null {
  if (!isRecord(json) || !isString(json.code) || !isString(json.message)) return null;
  const { fieldErrors, requestId } = json;
  if (requestId !== undefined && !isString(requestId)) return null;
  if (fieldErrors !== undefined) {
    if (!isRecord(fieldErrors)) return null;
    if (!Object.values(fieldErrors).every((messages) => isArrayOf(messages, isString))) return null;
  }
  return {
    code: json.code,
    message: json.message,
    ...(fieldErrors !== undefined ? { fieldErrors: fieldErrors as Record<string, string[]> } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
  };
}
