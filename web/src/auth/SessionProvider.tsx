import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginInput, SignUpInput } from '../../../domain/user';
import * as authApi from '../api/auth';
import { ApiError, errorMessage } from '../api/ApiError';
import { SessionContext, type Session, type SessionState } from './sessionContext';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

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
