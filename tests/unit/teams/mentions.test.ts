import { describe, expect, it } from 'vitest';
import { findMentions } from '../../../domain/teams/mentions';
import { channelKey, directPair, canManageTeam } from '../../../domain/teams/roles';

const members = [
  { userId: 'ana', fullName: 'Ana Reyes', email: 'ana.reyes@firm.com' },
  { userId: 'ann', fullName: 'Ana', email: 'ann@firm.com' },
  { userId: 'bob', fullName: null, email: 'bob@firm.com' },
];

describe('mentions', () => {
  it('finds @Full Name and @email-local-part, case-insensitively, longest name first', () => {
    expect(findMentions('Please look, @Ana Reyes', members)).toEqual(['ana']);
    expect(findMentions('@ana, can you?', members)).toEqual(['ann']);
    expect(findMentions('ping @BOB and @ana.reyes.', members)).toEqual(['bob', 'ana']);
  });

  it('ignores addresses, unknown names and names that run on into a word', () => {
    expect(findMentions('write to me@bob', members)).toEqual([]);
    expect(findMentions('@bobby is not bob', members)).toEqual([]);
    expect(findMentions('@carol', members)).toEqual([]);
    expect(findMentions('no mention here', members)).toEqual([]);
  });

  it('lists each person once', () => {
    expect(findMentions('@bob @bob @Bob', members)).toEqual(['bob']);
  });
});

describe('roles and channels', () => {
  it('lets owners and admins manage a team, not members', () => {
    expect([canManageTeam('owner'), canManageTeam('admin'), canManageTeam('member'), canManageTeam(null)]).toEqual([true, true, false, false]);
  });

  it('names a direct conversation by the sorted pair, the same from both sides', () => {
    expect(directPair('b', 'a')).toBe('a:b');
    expect(directPair('a', 'b')).toBe('a:b');
    expect(channelKey({ teamId: 't', pair: 'a:b' })).toBe('dm:t:a:b');
    expect(channelKey({ pageId: 'p' })).toBe('page:p');
  });
});
