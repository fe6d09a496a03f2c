import { lookup } from 'node:dns/promises';
import net from 'node:net';

// Addresses a webhook must not reach unless the operator allows it (SSRF): this host, the cloud metadata
// service (169.254.169.254), the private networks behind the server, and addresses that are not unicast.
const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or NAT64 IPv6 address (::ffff:10.0.0.1), else null. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(?:0:)?([\d.]+)$/i.exec(address);
  if (match?.[1] && net.isIPv4(match[1])) return match[1];
  const hex = /^(?:::ffff:|64:ff9b::)([\da-f]{1,4}):([\da-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address a webhook may not be delivered to without WEBHOOK_ALLOW_PRIVATE_TARGETS. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(address, 'ipv6');
}

export class WebhookTargetError extends Error {
  override name = 'WebhookTargetError';
}

/** The host part of a URL as net.connect wants it: IPv6 literals without their brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Resolves a target host (every address it has) and refuses it when any address is private, unless the
 * operator allows private targets. Answers the addresses, so the caller connects to exactly what was checked
 * (a second lookup could answer differently: DNS rebinding).
 */
export async function resolveWebhookHost(
  host: string,
  options: { allowPrivate: boolean },
): Promise<{ address: string; family: number }[]> {
  const literal = net.isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => {
        throw new WebhookTargetError(`The host ${host} could not be found`);
      });
  if (addresses.length === 0) throw new WebhookTargetError(`The host ${host} could not be found`);
  if (!options.allowPrivate) {
    const bad = addresses.find((entry) => isPrivateAddress(entry.address));
    if (bad) {
      throw new WebhookTargetError(
        'This address points to a private, loopback or link-local network, which webhooks may not reach',
      );
    }
  }
  return addresses;
}

/** Checks a webhook URL before it is saved: http or https, and a host that resolves to public addresses. */
export async function checkWebhookTarget(url: string, options: { allowPrivate: boolean }): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookTargetError('Enter an http:// or https:// address');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new WebhookTargetError('Enter an http:// or https:// address');
  }
  if (parsed.username || parsed.password) throw new WebhookTargetError('Put no user name or password in the address');
  await resolveWebhookHost(hostOf(parsed), options);
}
