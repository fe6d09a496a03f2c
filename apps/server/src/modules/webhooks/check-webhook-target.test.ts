import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, isPrivateAddress } from './check-webhook-target';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('checkWebhookTarget', () => {
  it('refuses other schemes and credentials in the address', async () => {
    await expect(checkWebhookTarget('ftp://8.8.8.8/x', { allowPrivate: false })).rejects.toThrow(/http/);
    await expect(checkWebhookTarget('https://user:pw@8.8.8.8/x', { allowPrivate: false })).rejects.toThrow(
      /user name or password/,
    );
  });

  it('refuses loopback unless private targets are allowed', async () => {
    await expect(checkWebhookTarget('http://127.0.0.1:9/x', { allowPrivate: false })).rejects.toThrow(/private/);
    await expect(checkWebhookTarget('http://127.0.0.1:9/x', { allowPrivate: true })).resolves.toBeUndefined();
    await expect(checkWebhookTarget('https://8.8.8.8/x', { allowPrivate: false })).resolves.toBeUndefined();
  });
});
