import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MessageView, PageView, TeamView } from '../../../domain/teams/views';
import { signUpUser } from '../support/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A signed-in (or, with no cookie, signed-out) client for the teams API. */
export function teamsClient(app: FastifyInstance, cookie: string | null) {
  const call = (method: Method, url: string, payload: unknown = method === 'GET' ? undefined : {}) =>
    app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const ok = async <T>(method: Method, url: string, status: number, payload?: unknown): Promise<T> => {
    const response = await call(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return (response.body ? response.json() : undefined) as T;
  };
  return {
    call,
    ok,
    teams: async () => (await ok<{ teams: TeamView[] }>('GET', '/api/teams', 200)).teams,
    createTeam: async (name: string) => (await ok<{ team: TeamView }>('POST', '/api/teams', 201, { name })).team,
    createPage: async (teamId: string, name: string, isPrivate = false) =>
      (await ok<{ page: PageView }>('POST', `/api/teams/${teamId}/pages`, 201, { name, isPrivate })).page,
    pages: async (teamId: string) => (await ok<{ pages: PageView[] }>('GET', `/api/teams/${teamId}/pages`, 200)).pages,
    post: async (teamId: string, pageId: string, content: string, parentMessageId?: string) =>
      (await ok<{ message: MessageView }>('POST', `/api/teams/${teamId}/pages/${pageId}/messages`, 201, { content, ...(parentMessageId ? { parentMessageId } : {}) })).message,
    messages: async (teamId: string, pageId: string, query = '') =>
      ok<{ messages: MessageView[]; nextCursor: string | null }>('GET', `/api/teams/${teamId}/pages/${pageId}/messages${query}`, 200),
    invite: async (teamId: string) => ok<{ token: string; path: string; invitation: { id: string } }>('POST', `/api/teams/${teamId}/invitations`, 201),
    accept: async (token: string) => ok<{ teamId: string; alreadyMember: boolean }>('POST', `/api/teams/invitations/${token}/accept`, 200),
  };
}

export type TeamsClient = ReturnType<typeof teamsClient>;

/** A person with a session and their client. */
export async function person(app: FastifyInstance, firstName: string, lastName: string) {
  const signed = await signUpUser(app, { firstName, lastName });
  return { id: signed.user.id, email: signed.body.email, cookie: signed.cookie, api: teamsClient(app, signed.cookie) };
}

/** The error reply's message, after checking its status. */
export function errorOf(response: { statusCode: number; json(): unknown; body: string }, status: number): string {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { error: { message: string } }).error.message;
}

/** A team of `owner` that `others` joined through an invitation link. */
export async function teamWith(owner: TeamsClient, others: readonly TeamsClient[], name = 'Lopez matter') {
  const team = await owner.createTeam(name);
  const { token } = await owner.invite(team.id);
  for (const other of others) await other.accept(token);
  return team;
}
