import type { CurrentUser, LoginInput, SignUpInput } from '../../../domain/user';
import { apiRequest } from './client';

interface UserReply {
  user: CurrentUser;
}

export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const reply = await apiRequest<UserReply>('/api/auth/me', { signal });
  return reply.user;
}

export async function logIn(input: LoginInput): Promise<CurrentUser> {
  const reply = await apiRequest<UserReply>('/api/auth/login', { method: 'POST', body: input });
  return reply.user;
}

export async function signUp(input: SignUpInput): Promise<CurrentUser> {
  const reply = await apiRequest<UserReply>('/api/auth/signup', { method: 'POST', body: input });
  return reply.user;
}

export async function logOut(): Promise<void> {
  await apiRequest<void>('/api/auth/logout', { method: 'POST' });
}

export async function updateFullName(fullName: string): Promise<CurrentUser> {
  const reply = await apiRequest<UserReply>('/api/auth/me', { method: 'PATCH', body: { fullName } });
  return reply.user;
}
