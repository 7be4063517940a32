import { describe, expect, it } from 'vitest';
import { DEFAULT_TEAM, TEAM_LIMITS, TEAM_MESSAGES } from '../../../domain/teams/messages';
import { inserted } from '../../../api/teams/errors';
import { messageLink, messageText } from '../../../api/teams/message-service';
import { HttpError } from '../../../api/http-error';

function failure(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('team texts and limits (seed 001 §5, §8, §9)', () => {
  it('quotes the seed verbatim', () => {
    expect(TEAM_MESSAGES.userIdRequiredToCreateTeam).toBe('User ID is required to create a team.');
    expect(TEAM_MESSAGES.teamNameRequired).toBe('Team name is required.');
    expect(TEAM_MESSAGES.userNotAuthenticated).toBe('User is not authenticated.');
    expect(TEAM_MESSAGES.userIdRequiredToSendMessage).toBe('User ID is required to send a message.');
    expect(TEAM_MESSAGES.emptyMessageParts).toBe('Cannot send empty message parts.');
    expect(TEAM_MESSAGES.mustBeLoggedInToCreateTeam).toBe('User must be logged in to create a team.');
    expect(TEAM_MESSAGES.requestTimeout).toBe('Request timeout');
    expect(TEAM_LIMITS.listTimeoutMs).toBe(10_000);
    expect(DEFAULT_TEAM).toMatchObject({ name: 'Your Workspace', description: 'Your personal workspace' });
    expect(DEFAULT_TEAM.firstPage.name).toBe('general');
  });

  it("maps an insert that returned no row to the '… no data returned.' texts", () => {
    expect(failure(() => inserted(undefined, 'team'))).toEqual({ status: 500, message: 'Failed to create team, no data returned.' });
    expect(failure(() => inserted(undefined, 'page'))).toEqual({ status: 500, message: 'Failed to create page, no data returned.' });
    expect(failure(() => inserted(undefined, 'message'))).toEqual({ status: 500, message: 'Failed to send message, no data returned.' });
    expect(inserted({ id: 'x' }, 'team')).toEqual({ id: 'x' });
  });

  it('refuses empty message parts and over-long messages, keeps Markdown indentation', () => {
    expect(failure(() => messageText(''))).toEqual({ status: 400, message: 'Cannot send empty message parts.' });
    expect(failure(() => messageText('  \n \t'))).toEqual({ status: 400, message: 'Cannot send empty message parts.' });
    expect(failure(() => messageText('a'.repeat(10_001)))).toEqual({ status: 400, message: 'A message can be at most 10,000 characters.' });
    expect(messageText('\n\n    code block\nnext  \n')).toBe('    code block\nnext');
  });

  it('links a mention to its page, or to the direct conversation with the author, and its thread', () => {
    const page = { kind: 'page', teamId: 't', pageId: 'p', isPrivate: false, key: 'page:p' } as const;
    const dm = { kind: 'dm', teamId: 't', pair: 'a:b', people: ['a', 'b'], key: 'dm:t:a:b' } as const;
    expect(messageLink(page, 'a', null)).toBe('/teams/t/p');
    expect(messageLink(page, 'a', 'm')).toBe('/teams/t/p?thread=m');
    expect(messageLink(dm, 'a', null)).toBe('/teams/t?dm=a');
  });
});
