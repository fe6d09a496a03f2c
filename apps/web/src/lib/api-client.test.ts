import { describe, expect, it, vi } from 'vitest';
import { installFakeHttp } from '../testing/fake-http';
import { ApiError, apiFetch } from './api-client';

function answer(status: number, body: unknown) {
  installFakeHttp({ 'GET /api/x': { status, body } });
}

describe('apiFetch errors', () => {
  it('quotes the request id of a server fault, so support can find its log lines', async () => {
    answer(500, { code: 'INTERNAL', message: 'Something went wrong on our side.', requestId: 'req-1234abcd' });
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Something went wrong on our side. (reference req-1234abcd)');
  });

  it('keeps a client error’s own message', async () => {
    answer(400, { code: 'BAD_REQUEST', message: 'Name is required', requestId: 'req-1234abcd' });
    await expect(apiFetch('/api/x')).rejects.toThrow(/^Name is required$/);
  });
});

describe('apiFetch answers', () => {
  const readCount = (json: unknown) =>
    typeof json === 'object' && json !== null && typeof (json as { count?: unknown }).count === 'number'
      ? (json as { count: number })
      : null;

  it('gives back what a zod-free reader accepts', async () => {
    answer(200, { count: 3 });
    await expect(apiFetch('/api/x', { schema: readCount })).resolves.toEqual({ count: 3 });
  });

  it('reports an answer the reader refuses in the console and uses it as it came, as with a schema', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(200, { count: 'three' });
    await expect(apiFetch('/api/x', { schema: readCount })).resolves.toEqual({ count: 'three' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Unexpected answer from /api/x'), { count: 'three' });
    error.mockRestore();
  });
});
