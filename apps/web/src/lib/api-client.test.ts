import { describe, expect, it } from 'vitest';
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
