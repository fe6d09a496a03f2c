import { z } from 'zod';

/** Deepest nesting of objects and arrays a request may carry; real payloads use 4 levels. */
export const maxInputDepth = 32;

// PostgreSQL text cannot hold 0x00, and a lone UTF-16 surrogate has no UTF-8 encoding at all.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorableTextMessage = 'Contains characters that cannot be stored (a NUL byte or broken Unicode)';
export const tooDeepMessage = `Nested more than ${maxInputDepth} levels deep`;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

export interface UnstorableInput {
  /** Dotted path of the field, as in `fieldErrors` ("messages.0.content"); empty for the value itself. */
  field: string;
  message: string;
}

/**
 * Finds the first string (value or key) that PostgreSQL could not store, or nesting deeper than
 * maxInputDepth, anywhere in a parsed request part. Every route's body, query and params go through it
 * before validation, so no text field anywhere can carry such characters to the database.
 */
export function findUnstorableInput(value: unknown, path: string[] = []): UnstorableInput | undefined {
  if (typeof value === 'string') {
    return isStorableText(value) ? undefined : { field: path.join('.'), message: unstorableTextMessage };
  }
  if (value === null || typeof value !== 'object') return undefined;
  // Only parsed JSON and form data is text: uploaded bytes (Buffer) and streams are not walked.
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return undefined;
  if (path.length >= maxInputDepth) return { field: path.join('.'), message: tooDeepMessage };
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = [...path, String(key)];
    if (typeof key === 'string' && !isStorableText(key)) {
      return { field: path.join('.'), message: unstorableTextMessage };
    }
    const found = findUnstorableInput(item, itemPath);
    if (found) return found;
  }
  return undefined;
}

/** A zod string that refuses what PostgreSQL cannot store; for forms that validate before sending. */
export const storableText = z.string().refine(isStorableText, unstorableTextMessage);
