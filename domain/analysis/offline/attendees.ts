import { uniqueValues } from './text-case';

const EMAIL_ADDRESS = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g;
const MACHINE_ADDRESS = /^(?:no-?reply|do-?not-?reply|noreply|notifications?|mailer-daemon|postmaster|eams[\w.-]*|billing|newsletter)@/i;

/** Addresses written in the message (not its headers), without system senders such as no-reply. */
export function emailAddressesIn(text: string): string[] {
  const addresses = [...text.matchAll(EMAIL_ADDRESS)].map((match) => match[0].toLowerCase());
  return uniqueValues(addresses.filter((address) => !MACHINE_ADDRESS.test(address)));
}

/** "Rachel Stein <rstein@firm.com>" → "Rachel Stein"; a bare address gives its local part. */
export function displayName(from: string): string {
  const named = /^\s*"?([^"<]+?)"?\s*<[^>]+>\s*$/.exec(from)?.[1]?.trim();
  if (named) return named;
  const address = from.trim();
  return address.includes('@') ? (address.split('@')[0] ?? address) : address || 'unknown sender';
}
