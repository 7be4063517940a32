import { describe, it, expect } from 'vitest';
import {
  AVATAR_SIZE,
  DEFAULT_AVATARS,
  defaultAvatarFor,
  isGoogleHosted,
  resolveAvatar,
  stringHash,
} from '../../domain/avatar';

describe('resolveAvatar: absolute URLs', () => {
  it('uses an absolute URL as is', () => {
    const url = 'https://cdn.example.com/u/42.png?v=3';
    expect(resolveAvatar({ avatarUrl: url, email: 'a@b.c' })).toBe(url);
  });

  it('uses http, protocol-relative, data and blob URLs as is', () => {
    for (const url of ['http://x.test/a.png', '//x.test/a.png', 'data:image/jpeg;base64,AAAA', 'blob:https://x.test/1']) {
      expect(resolveAvatar({ avatarUrl: url })).toBe(url);
    }
  });

  it('adds sz=200 to a Google-hosted avatar without a size', () => {
    expect(AVATAR_SIZE).toBe(200);
    expect(resolveAvatar({ avatarUrl: 'https://lh3.googleusercontent.com/a/ABC123' })).toBe(
      'https://lh3.googleusercontent.com/a/ABC123?sz=200',
    );
  });

  it('keeps the other query parameters and the fragment of a Google avatar', () => {
    expect(resolveAvatar({ avatarUrl: 'https://lh3.googleusercontent.com/a/ABC?foo=1#x' })).toBe(
      'https://lh3.googleusercontent.com/a/ABC?foo=1&sz=200#x',
    );
  });

  it('leaves a Google avatar that already has a size untouched', () => {
    for (const url of [
      'https://lh3.googleusercontent.com/a/ABC?sz=50',
      'https://lh3.googleusercontent.com/a/ABC=s96-c',
      'https://lh5.googleusercontent.com/photo.jpg?foo=1&sz=64',
    ]) {
      expect(resolveAvatar({ avatarUrl: url })).toBe(url);
    }
  });

  it('is idempotent', () => {
    const once = resolveAvatar({ avatarUrl: 'https://lh3.googleusercontent.com/a/ABC' });
    expect(resolveAvatar({ avatarUrl: once })).toBe(once);
  });

  it('recognises Google hosts only', () => {
    expect(isGoogleHosted('https://lh3.googleusercontent.com/a/x')).toBe(true);
    expect(isGoogleHosted('https://googleusercontent.com/a/x')).toBe(true);
    expect(isGoogleHosted('https://evilgoogleusercontent.com/a/x')).toBe(false);
    expect(isGoogleHosted('https://example.com/googleusercontent.com/x')).toBe(false);
    expect(resolveAvatar({ avatarUrl: 'https://example.com/googleusercontent.com/x' })).toBe(
      'https://example.com/googleusercontent.com/x',
    );
  });
});

describe('resolveAvatar: names and paths', () => {
  it('serves a bare name from /images/', () => {
    expect(resolveAvatar({ avatarUrl: 'lawyer.png' })).toBe('/images/lawyer.png');
    expect(resolveAvatar({ avatarUrl: 'avatars/custom.jpg' })).toBe('/images/avatars/custom.jpg');
  });

  it('uses a root-relative path as is', () => {
    expect(resolveAvatar({ avatarUrl: '/images/avatars/default-2.svg' })).toBe('/images/avatars/default-2.svg');
  });
});

describe('resolveAvatar: defaults', () => {
  it('offers four default avatars', () => {
    expect([...DEFAULT_AVATARS]).toEqual([
      '/images/avatars/default-1.svg',
      '/images/avatars/default-2.svg',
      '/images/avatars/default-3.svg',
      '/images/avatars/default-4.svg',
    ]);
  });

  it('picks a default by a stable hash of the e-mail when there is no image', () => {
    for (const avatarUrl of [undefined, null, '', '   ']) {
      const avatar = resolveAvatar({ avatarUrl, email: 'jane@firm.law', name: 'Jane' });
      expect(avatar).toBe(defaultAvatarFor('jane@firm.law'));
      expect(DEFAULT_AVATARS).toContain(avatar);
    }
  });

  it('ignores case and spaces around the e-mail', () => {
    expect(resolveAvatar({ email: '  Jane@Firm.LAW ' })).toBe(resolveAvatar({ email: 'jane@firm.law' }));
  });

  it('falls back to the name, then to the first default', () => {
    expect(resolveAvatar({ name: 'Jane Doe' })).toBe(defaultAvatarFor('Jane Doe'));
    expect(resolveAvatar({})).toBe(defaultAvatarFor(''));
    expect(defaultAvatarFor('')).toBe(DEFAULT_AVATARS[stringHash('') % 4]);
  });

  it('spreads different people over all four defaults', () => {
    const picked = new Set(Array.from({ length: 40 }, (_, i) => resolveAvatar({ email: `user${i}@firm.law` })));
    expect(picked.size).toBe(4);
  });

  it('hashes the same string to the same unsigned 32-bit number', () => {
    expect(stringHash('jane@firm.law')).toBe(stringHash('jane@firm.law'));
    expect(stringHash('a')).toBe(0xe40c292c); // FNV-1a reference value
    expect(stringHash('')).toBe(0x811c9dc5);
  });
});
