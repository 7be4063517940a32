import { createContext, useContext } from 'react';
import type { CurrentUser, LoginInput, SignUpInput } from '../../../domain/user';

/**
 * loading: GET /api/auth/me has not answered yet.
 * anonymous: nobody is signed in (loadError says why when the check itself failed).
 * signedOut: the user has just signed out; guarded pages then send them to /login, not /auth/login.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'anonymous'; loadError: string | null }
  | { status: 'signedOut' };

export interface Session {
  state: SessionState;
  user: CurrentUser | null;
  logIn(input: LoginInput): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  /** Never rejects: a failed sign-out on the server still signs the user out here. */
  logOut(): Promise<void>;
  updateFullName(fullName: string): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user; only for components rendered behind <RequireAuth>. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser must be used behind <RequireAuth>');
  return user;
}
