import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginInput, SignUpInput } from '../../../domain/user';
import * as authApi from '../api/auth';
import { ApiError, errorMessage } from '../api/ApiError';
import { onSessionLost } from '../api/client';
import { queryClient } from '../data/queryClient';
import { SessionContext, type Session, type SessionState } from './sessionContext';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const { notification } = App.useApp();
  const status = useRef(state.status);
  useEffect(() => {
    status.current = state.status;
  }, [state.status]);

  // A 401 while signed in (the session expired, or was ended from another device): sign out here too, drop
  // every cached answer, and the guard sends the person to /login. A 401 before sign-in is not this.
  useEffect(
    () =>
      onSessionLost(() => {
        if (status.current !== 'authenticated') return;
        status.current = 'signedOut';
        setState({ status: 'signedOut' });
        queryClient.clear();
        // The logout toast of seed 000 §2, saying why it happened.
        notification.success({ title: 'Logged out successfully', description: 'Your session ended (it expired or was signed out on another device). Please sign in again.' });
      }),
    [notification],
  );

  useEffect(() => {
    const controller = new AbortController();
    authApi
      .fetchCurrentUser(controller.signal)
      .then((user) => setState({ status: 'authenticated', user }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notSignedIn = error instanceof ApiError && error.status === 401;
        setState({ status: 'anonymous', loadError: notSignedIn ? null : errorMessage(error) });
      });
    return () => controller.abort();
  }, []);

  const logIn = useCallback(async (input: LoginInput) => {
    const user = await authApi.logIn(input);
    setState({ status: 'authenticated', user });
  }, []);

  const signUp = useCallback(async (input: SignUpInput) => {
    const user = await authApi.signUp(input);
    setState({ status: 'authenticated', user });
  }, []);

  const logOut = useCallback(async () => {
    // Requests refused while this sign-out is under way are not a lost session.
    status.current = 'signedOut';
    try {
      await authApi.logOut();
    } catch {
      // The spec signs the user out here even when the server call fails.
    }
    setState({ status: 'signedOut' });
  }, []);

  const updateFullName = useCallback(async (fullName: string) => {
    const user = await authApi.updateFullName(fullName);
    setState({ status: 'authenticated', user });
  }, []);

  const session = useMemo<Session>(
    () => ({
      state,
      user: state.status === 'authenticated' ? state.user : null,
      logIn,
      signUp,
      logOut,
      updateFullName,
    }),
    [state, logIn, signUp, logOut, updateFullName],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
