// Zod-free checks of JSON values, for the readers of the answers the dashboard needs before its live list shows
// (`readUser`, `readSite`, `readOpenIssuesAnswer`, `readLiveIssueEvent`) and of error bodies. Each check is the
// rule of the zod type it names, so a reader built on them accepts and refuses what its schema does.

export type JsonRecord = Record<string, unknown>;

/** `z.object` input: an object that is not an array. */
export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

/** `z.number()`: finite. */
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `z.number().int()`: zod's integers are safe integers. */
export const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);

/** `z.uuid()`: zod's pattern, an RFC 9562 UUID of versions 1 to 8, or the nil or the max UUID. */
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export const isUuid = (value: unknown): value is string => isString(value) && uuidPattern.test(value);

/** `z.enum(values)`. */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** `.optional()`: JSON has no undefined, so undefined is a key the answer leaves out. */
export const isOptional = (value: unknown, check: (value: unknown) => boolean): boolean =>
  value === undefined || check(value);

/** `z.array(item)`. */
export const isArrayOf = <T>(value: unknown, check: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every((item) => check(item));
