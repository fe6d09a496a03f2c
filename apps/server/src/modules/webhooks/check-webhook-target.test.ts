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

  // IPv6 forms that carry a private or loopback IPv4 address (issue 27), and IPv6 ranges that are not
  // global unicast: each is refused.
  it.each([
    '::127.0.0.1', // IPv4-compatible
    '::7f00:1', // the same, written in hex
    '::8.8.8.8', // IPv4-compatible is deprecated whatever it holds
    '::ffff:0:127.0.0.1', // SIIT (IPv4-translated)
    '::ffff:0:a00:1',
    '::ffff:0:169.254.169.254',
    '64:ff9b::127.0.0.1', // NAT64 well-known prefix
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::8.8.8.8', // NAT64 local use
    '2002:7f00:1::', // 6to4 of 127.0.0.1
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
    '2002:a00:1:1::1', // 6to4 of 10.0.0.1
    '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
    'fec0::1', // site-local
    '2001:db8::1', // documentation
    '100::1', // discard
    'fe80::1%eth0',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '::ffff:0:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    '2a00:1450:4001:80b::200e',
  ])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('checkWebhookTarget', () => {
  it('refuses other schemes and credentials in the address', async () => {
    await expect(checkWebhookTarget('ftp://8.8.8.8/x', { allowPrivate: false })).rejects.toThrow(/http/);
    await expect(checkWebhookTarget('https://user:pw@8.8.8.8/x', { allowPrivate: false })).rejects.toThrow(
      /user name or password/,
    );
  });

  it('refuses IPv6 literals that embed a loopback address', async () => {
    for (const host of ['[::127.0.0.1]', '[::ffff:0:127.0.0.1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::1]']) {
      await expect(checkWebhookTarget(`http://${host}:9/x`, { allowPrivate: false }), host).rejects.toThrow(/private/);
    }
  });

  it('refuses loopback unless private targets are allowed', async () => {
    await expect(checkWebhookTarget('http://127.0.0.1:9/x', { allowPrivate: false })).rejects.toThrow(/private/);
    await expect(checkWebhookTarget('http://127.0.0.1:9/x', { allowPrivate: true })).resolves.toBeUndefined();
    await expect(checkWebhookTarget('https://8.8.8.8/x', { allowPrivate: false })).resolves.toBeUndefined();
  });
});
