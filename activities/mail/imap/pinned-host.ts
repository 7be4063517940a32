import { lookup } from 'node:dns/promises';
import { isIpLiteral, mayConnectToMailServer, normaliseMailHost, type MailHostAllowList } from '../../../domain/mail/host-policy';

const LOOKUP_TIMEOUT_MS = 5_000;

/** Where a mail client connects: the address checked by the policy, and the name TLS certificates are checked against. */
export interface PinnedHost {
  /** The resolved address; the client connects here and nowhere else. */
  address: string;
  /** The host name as configured, for SNI and certificate checks; undefined for an IP literal. */
  servername: string | undefined;
}

/** Thrown before any connection is made when a host resolves to an address the policy refuses. */
export class MailHostRefusedError extends Error {
  readonly code = 'EMAILHOSTREFUSED';
}

/**
 * Resolves the host once and checks every address it resolves to, so a name with one public and one
 * private address is refused. The client is then given the checked address itself: a DNS answer that
 * changes between the check and the connect (rebinding) cannot move it to another address.
 */
export async function pinMailHost(host: string, allowList: MailHostAllowList): Promise<PinnedHost> {
  const name = normaliseMailHost(host);
  const literal = isIpLiteral(name);
  const addresses = literal ? [name] : await resolveAll(name);
  const refused = addresses.find((address) => !mayConnectToMailServer(allowList, name, address));
  if (refused !== undefined) {
    throw new MailHostRefusedError(`${host} resolves to ${refused}, which is not a public address and is not in MAIL_ALLOWED_HOSTS.`);
  }
  const [address] = addresses;
  if (address === undefined) throw new MailHostRefusedError(`${host} resolves to no address.`);
  return { address, servername: literal ? undefined : name };
}

async function resolveAll(name: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`Looking up ${name} took longer than ${LOOKUP_TIMEOUT_MS} ms.`), { code: 'EAI_AGAIN' })), LOOKUP_TIMEOUT_MS);
  });
  try {
    const results = await Promise.race([lookup(name, { all: true, verbatim: true }), timeout]);
    return results.map((result) => result.address);
  } finally {
    clearTimeout(timer);
  }
}
