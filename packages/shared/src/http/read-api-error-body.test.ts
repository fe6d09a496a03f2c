import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../api-error';
import { readApiErrorBody } from './read-api-error-body';

const samples: unknown[] = [
  { code: 'NOT_FOUND', message: 'Site not found' },
  { code: 'VALIDATION', message: 'Check the fields', fieldErrors: { 'query.limit': ['Too big'] } },
  { code: 'INTERNAL', message: 'Something went wrong', requestId: 'req-1' },
  { code: 'X', message: 'y', extra: true },
  { code: 'X' },
  { code: 1, message: 'y' },
  { code: 'X', message: 'y', fieldErrors: { a: 'not a list' } },
  { code: 'X', message: 'y', fieldErrors: { a: [1] } },
  { code: 'X', message: 'y', fieldErrors: [] },
  { code: 'X', message: 'y', requestId: 7 },
  [],
  null,
  'text',
];

describe('readApiErrorBody', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('agrees with apiErrorBody on %s', (_, sample) => {
    const parsed = apiErrorBody.safeParse(sample);
    expect(readApiErrorBody(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});
