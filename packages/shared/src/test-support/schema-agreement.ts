import { expect } from 'vitest';
import { z } from 'zod';

// For the tests of the zod-free readers (read-json.ts and the readers built on it): a reader must accept and
// refuse exactly what its shared schema does, and give back what the schema would.

/** What each field of a sample is replaced with in turn: other types, edges of ranges, lengths and patterns. */
const replacements: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1,
  2,
  4,
  5,
  1.5,
  2 ** 53,
  '',
  '   ',
  'text',
  ' padded ',
  'two\nlines',
  'x'.repeat(61),
  'x'.repeat(256),
  'x'.repeat(1001),
  'OPEN',
  'HIGH',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '6f1c1a54-8e5b-0a8e-9a57-0a4bb0d0c001',
  '6f1c1a54-8e5b-4a8e-ca57-0a4bb0d0c001',
  '6F1C1A54-8E5B-7A8E-BA57-0A4BB0D0C001',
  {},
  [],
  ['text'],
];

/** The sample, and for every field at any depth a copy with that field replaced by each replacement or left out. */
function variantsOf(sample: unknown): unknown[] {
  const variants: unknown[] = [sample];
  if (Array.isArray(sample)) {
    sample.forEach((item, index) => {
      for (const variant of variantsOf(item).slice(1)) variants.push(sample.with(index, variant));
    });
  } else if (typeof sample === 'object' && sample !== null) {
    for (const [key, value] of Object.entries(sample)) {
      const { [key]: _left, ...without } = sample as Record<string, unknown>;
      variants.push(without);
      for (const replacement of [...replacements.slice(1), ...variantsOf(value).slice(1)]) {
        variants.push({ ...sample, [key]: replacement });
      }
    }
  }
  return variants;
}

/** Every field path a schema names (`.issue.priority.id`, `.sites[].siteId`). */
function schemaPaths(schema: z.ZodType, at = ''): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return schemaPaths(schema.unwrap() as z.ZodType, at);
  if (schema instanceof z.ZodArray) return schemaPaths(schema.element as z.ZodType, `${at}[]`);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option) => schemaPaths(option as z.ZodType, at));
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([key, field]) => [
      `${at}.${key}`,
      ...schemaPaths(field as z.ZodType, `${at}.${key}`),
    ]);
  }
  return [];
}

function samplePaths(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => samplePaths(item, `${at}[]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => [`${at}.${key}`, ...samplePaths(field, `${at}.${key}`)]);
}

/**
 * Plays the samples and every one-field variant of them through the reader and the schema: the same verdict,
 * and the same value when accepted. The samples together must name every field of the schema, so a field added
 * to the contract fails here until the samples, and then the reader, know it.
 */
export function expectReaderAgreesWithSchema(
  read: (json: unknown) => unknown,
  schema: z.ZodType,
  samples: unknown[],
): void {
  const named = new Set(samples.flatMap((sample) => samplePaths(sample)));
  expect(schemaPaths(schema).filter((field) => !named.has(field))).toEqual([]);
  for (const sample of samples) expect(schema.safeParse(sample).success).toBe(true);
  for (const variant of samples.flatMap(variantsOf)) {
    const parsed = schema.safeParse(variant);
    expect({ variant, read: read(variant) }).toEqual({ variant, read: parsed.success ? parsed.data : null });
  }
}
