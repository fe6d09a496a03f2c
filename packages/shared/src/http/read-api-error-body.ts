// Zod-free, so the dashboard's entry chunk can read error answers without the schema library (the
// screens that parse answers with the shared schemas load it with their own chunks).

/** The shape of `apiErrorBody` (api-error.ts); a test keeps the two in step. */
export interface ApiErrorFields {
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  requestId?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An API error body as `apiErrorBody.safeParse` would accept it, or null. */
export function readApiErrorBody(json: unknown): ApiErrorFields | null {
  if (!isRecord(json) || typeof json.code !== 'string' || typeof json.message !== 'string') return null;
  const { fieldErrors, requestId } = json;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  if (fieldErrors !== undefined) {
    if (!isRecord(fieldErrors)) return null;
    for (const messages of Object.values(fieldErrors)) {
      if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string')) return null;
    }
  }
  return {
    code: json.code,
    message: json.message,
    ...(fieldErrors !== undefined ? { fieldErrors: fieldErrors as Record<string, string[]> } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
  };
}
