import { lookup } from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

// IPv4 addresses a webhook must not reach unless the operator allows it (SSRF): this host, the cloud metadata
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

/** The IPv4 address in the 32 bits at `index` of an IPv6 address's 16-bit parts. */
function ipv4At(parts: number[], index: number): string {
  const high = parts[index] ?? 0;
  const low = parts[index + 1] ?? 0;
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * IPv6 ranges that carry an IPv4 address, and where: such a target is as private as the IPv4 address inside.
 * IPv4-mapped (::ffff:a.b.c.d), SIIT (::ffff:0:a.b.c.d), NAT64's well-known prefix (64:ff9b::a.b.c.d) and
 * 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(address: ipaddr.IPv6): string | null {
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return ipv4At(address.parts, 6);
    case 'rfc6052':
      // 64:ff9b:1::/48 is for local use (RFC 8215): private by definition, like a private IPv4 network.
      return address.parts[2] === 0 ? ipv4At(address.parts, 6) : '0.0.0.0';
    case '6to4':
      return ipv4At(address.parts, 1);
    default:
      return null;
  }
}

/**
 * The URL parser first writes any IPv6 form in canonical hex: ipaddr.js alone reads the IPv4-compatible
 * ::a.b.c.d as IPv4-mapped. A zone id (fe80::1%eth0) is no URL host, and is link-local anyway: null.
 */
function parseIpv6(text: string): ipaddr.IPv6 | null {
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${text}]/`).hostname.slice(1, -1));
  } catch {
    return null;
  }
}

/**
 * An IPv6 target must be global unicast; ranges that hold an IPv4 address are judged by that address. Every
 * other special range is refused: loopback, unspecified, unique and link or site local, multicast, Teredo
 * (which tunnels to an IPv4 address too), documentation, discard, benchmarking and the rest.
 */
function isPrivateIpv6(text: string): boolean {
  const address = parseIpv6(text);
  if (!address) return true;
  // ::/96 holds the deprecated IPv4-compatible form (::127.0.0.1, also written ::7f00:1), :: and ::1.
  if (address.parts.slice(0, 6).every((part) => part === 0)) return true;
  const inner = embeddedIpv4(address);
  if (inner) return blocked.check(inner, 'ipv4');
  return address.range() !== 'unicast';
}

/** True for an address a webhook may not be delivered to without WEBHOOK_ALLOW_PRIVATE_TARGETS. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  return isPrivateIpv6(address);
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
