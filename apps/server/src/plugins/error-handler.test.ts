import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { registerErrorHandler } from './error-handler';

describe('error bodies stay small', () => {
  const app = Fastify({ bodyLimit: 8 * 1024 * 1024 });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.post('/strict', { schema: { body: z.object({}).strict() } }, async () => ({}));
    app.post('/numbers', { schema: { body: z.record(z.string(), z.number()) } }, async () => ({}));
    app.get('/query', { schema: { querystring: z.record(z.string(), z.enum(['a'])) } }, async () => ({}));
    app.post('/domain', async () => {
      const fieldErrors = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, ['is wrong']]));
      throw new AppError('BAD_REQUEST', 'Several fields are wrong', fieldErrors);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, body: unknown) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const manyKeys = (count: number, value: unknown) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`unknown-key-${i}`, value]));

  it('answers 50,000 unknown keys in a few kilobytes', async () => {
    const res = await post('/strict', manyKeys(50_000, 1));
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(4 * 1024);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { body: [expect.any(String)] } });
  });

  it('lists the first 20 fields and counts the others', async () => {
    const res = await post('/numbers', manyKeys(50_000, 'not a number'));
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(8 * 1024);
    const { fieldErrors, message } = res.json();
    expect(Object.keys(fieldErrors)).toHaveLength(20);
    expect(fieldErrors['unknown-key-0']).toEqual([expect.any(String)]);
    expect(message).toContain('(and 49980 more fields)');
  });

  it('clips a field name a client made very long', async () => {
    const res = await post('/numbers', { ['k'.repeat(70_000)]: 'x', short: 'y' });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(2 * 1024);
    expect(Object.keys(res.json().fieldErrors).map((field) => field.length)).toEqual([100, 5]);
  });

  it('names a field called constructor or toString like any other (a plain object made them a 500)', async () => {
    const res = await app.inject({ method: 'GET', url: '/query?constructor=y&toString=z' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['constructor', 'toString']);
  });

  it('bounds a domain error with many fields the same way', async () => {
    const res = await app.inject({ method: 'POST', url: '/domain' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toHaveLength(20);
    expect(res.json().message).toBe('Several fields are wrong');
  });
});
