import ipaddr from 'ipaddr.js';

/**
 * Which mail servers a user may make the server connect to. Only public unicast addresses, so that
 * linking a mailbox cannot probe the server's own network (loopback, private, link-local, cloud
 * metadata at 169.254.169.254, …), unless an administrator allows a host or range explicitly.
 */
export interface MailHostAllowList {
  /** Lower-case host names without a trailing dot, matched exactly as the user typed them. */
  hostNames: readonly string[];
  /** Normalised CIDR ranges; a single address is a /32 or /128. */
  ranges: readonly string[];
}

export const EMPTY_MAIL_HOST_ALLOW_LIST: MailHostAllowList = { hostNames: [], ranges: [] };

/** A host as typed, without IPv6 brackets or a trailing dot, lower-case. */
export function normaliseMailHost(host: string): string {
  const trimmed = host.trim().toLowerCase().replace(/\.$/, '');
  return /^\[.*\]$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

/**
 * Parses `MAIL_ALLOWED_HOSTS`: comma-separated host names, addresses or CIDR ranges.
 * Throws naming the first entry that is none of these.
 */
export function parseMailHostAllowList(text: string | undefined): MailHostAllowList {
  const hostNames: string[] = [];
  const ranges: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const entry = normaliseMailHost(raw);
    if (!entry) continue;
    if (ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) || ipaddr.IPv6.isValidCIDR(entry)) {
      const [address, bits] = ipaddr.parseCIDR(entry);
      ranges.push(`${address.toString()}/${bits}`);
    } else if (isIpLiteral(entry)) {
      const address = ipaddr.parse(entry);
      ranges.push(`${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}`);
    } else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry)) {
      hostNames.push(entry);
    } else {
      throw new Error(`MAIL_ALLOWED_HOSTS: "${raw.trim()}" is not a host name, an IP address or a CIDR range.`);
    }
  }
  return { hostNames, ranges };
}

/** True when the address is an IP literal (IPv4 dotted quad or IPv6, brackets allowed). */
export function isIpLiteral(host: string): boolean {
  const candidate = normaliseMailHost(host);
  return ipaddr.IPv4.isValidFourPartDecimal(candidate) || ipaddr.IPv6.isValid(candidate);
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

/** Whether a resolved address is on the public internet. Anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const candidate = normaliseMailHost(address);
  if (!ipaddr.isValid(candidate)) return false;
  const parsed = ipaddr.parse(candidate);
  return parsed.kind() === 'ipv4' ? isPublicV4(parsed as ipaddr.IPv4) : isPublicV6(parsed as ipaddr.IPv6);
}

function isPublicV4(address: ipaddr.IPv4): boolean {
  // ipaddr.js names every special-purpose block (private, loopback, link-local, CGNAT, 192.0.0/24,
  // benchmarking, documentation, multicast, 240/4, …); only what is left is ordinary unicast.
  return address.range() === 'unicast';
}

function isPublicV6(address: ipaddr.IPv6): boolean {
  // Forms that carry an IPv4 address reach that address: judge it instead.
  if (address.isIPv4MappedAddress()) return isPublicV4(address.toIPv4Address());
  if (address.match(NAT64_WELL_KNOWN)) return isPublicV4(embeddedV4(address, 6));
  if (address.range() === '6to4') return isPublicV4(embeddedV4(address, 1));
  // Outside 2000::/3 nothing is allocated for global unicast (and ::, ::1, fe80::/10, fc00::/7,
  // ff00::/8, the local-use NAT64 prefix all lie outside it); inside, the special blocks are refused.
  return address.match(GLOBAL_UNICAST_V6) && address.range() === 'unicast';
}

/** The IPv4 address held in two 16-bit parts of an IPv6 address, starting at `part`. */
function embeddedV4(address: ipaddr.IPv6, part: number): ipaddr.IPv4 {
  const high = address.parts[part] ?? 0;
  const low = address.parts[part + 1] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** Whether the administrator's allow-list covers this host (as typed) or this resolved address. */
export function isAllowedByAdministrator(allowList: MailHostAllowList, host: string, address: string): boolean {
  if (allowList.hostNames.includes(normaliseMailHost(host))) return true;
  const candidate = normaliseMailHost(address);
  if (!ipaddr.isValid(candidate)) return false;
  const parsed = ipaddr.process(candidate);
  return allowList.ranges.some((range) => {
    const [network, bits] = ipaddr.parseCIDR(range);
    return network.kind() === parsed.kind() && parsed.match(network, bits);
  });
}

/** The rule applied to every address a mail host resolves to, before any connection is made. */
export function mayConnectToMailServer(allowList: MailHostAllowList, host: string, address: string): boolean {
  return isPublicAddress(address) || isAllowedByAdministrator(allowList, host, address);
}
