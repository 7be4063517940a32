import { describe, expect, it } from 'vitest';
import {
  EMPTY_MAIL_HOST_ALLOW_LIST,
  isIpLiteral,
  isPublicAddress,
  mayConnectToMailServer,
  normaliseMailHost,
  parseMailHostAllowList,
} from '../../domain/mail/host-policy';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback /8'],
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network /8'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.254', 'private 172.16/12, top'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT, top'],
    ['192.0.0.8', 'IETF protocol assignments 192.0.0/24'],
    ['198.18.0.1', 'benchmarking 198.18/15'],
    ['198.19.255.1', 'benchmarking 198.18/15, top'],
    ['192.0.2.10', 'documentation'],
    ['203.0.113.5', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved 240/4'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['febf::1', 'link-local /10, top'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of 169.254.169.254'],
    ['64:ff9b:1::8.8.8.8', 'local-use NAT64 prefix'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:0a00:0001::1', '6to4 of 10.0.0.1'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['100::1', 'discard prefix'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '198.20.0.1', '2a00:1450:4001:80b::2005', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:0808:0808::1'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses what is not an address at all', () => {
    expect(isPublicAddress('mail.example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('MAIL_ALLOWED_HOSTS', () => {
  it('parses host names, addresses and CIDR ranges, ignoring blanks and case', () => {
    expect(parseMailHostAllowList(' 127.0.0.1, 10.0.0.0/8 ,Mail.Internal.,, [::1], fd00::/8 ')).toEqual({
      hostNames: ['mail.internal'],
      ranges: ['127.0.0.1/32', '10.0.0.0/8', '::1/128', 'fd00::/8'],
    });
    expect(parseMailHostAllowList(undefined)).toEqual(EMPTY_MAIL_HOST_ALLOW_LIST);
    expect(parseMailHostAllowList('')).toEqual(EMPTY_MAIL_HOST_ALLOW_LIST);
  });

  it('refuses an entry that is neither, naming it', () => {
    expect(() => parseMailHostAllowList('127.0.0.1,mail server')).toThrow('MAIL_ALLOWED_HOSTS: "mail server" is not a host name, an IP address or a CIDR range.');
    expect(() => parseMailHostAllowList('10.0.0.0/33')).toThrow('"10.0.0.0/33"');
  });

  it('lets through exactly what the administrator allowed, and every public address', () => {
    const allowList = parseMailHostAllowList('127.0.0.1,10.0.0.0/8,mail.internal');
    expect(mayConnectToMailServer(allowList, '127.0.0.1', '127.0.0.1')).toBe(true);
    expect(mayConnectToMailServer(allowList, 'dovecot', '::ffff:127.0.0.1')).toBe(true);
    expect(mayConnectToMailServer(allowList, '127.0.0.2', '127.0.0.2')).toBe(false);
    expect(mayConnectToMailServer(allowList, 'imap.corp', '10.20.30.40')).toBe(true);
    expect(mayConnectToMailServer(allowList, '192.168.0.5', '192.168.0.5')).toBe(false);
    expect(mayConnectToMailServer(allowList, 'Mail.Internal.', '192.168.0.5')).toBe(true);
    expect(mayConnectToMailServer(allowList, 'other.internal', '192.168.0.5')).toBe(false);
    expect(mayConnectToMailServer(allowList, '::1', '::1')).toBe(false);
    expect(mayConnectToMailServer(EMPTY_MAIL_HOST_ALLOW_LIST, 'imap.gmail.com', '142.250.0.108')).toBe(true);
    expect(mayConnectToMailServer(EMPTY_MAIL_HOST_ALLOW_LIST, 'localhost', '127.0.0.1')).toBe(false);
  });
});

describe('host forms', () => {
  it('strips IPv6 brackets and a trailing dot, and tells literals from names', () => {
    expect(normaliseMailHost(' [::1] ')).toBe('::1');
    expect(normaliseMailHost('Mail.Example.COM.')).toBe('mail.example.com');
    expect(isIpLiteral('[::1]')).toBe(true);
    expect(isIpLiteral('169.254.169.254')).toBe(true);
    expect(isIpLiteral('localhost')).toBe(false);
    // Shorthand IPv4 forms are left to the resolver, whose answer is then checked.
    expect(isIpLiteral('2130706433')).toBe(false);
  });
});
