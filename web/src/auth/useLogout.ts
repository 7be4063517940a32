import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LEGACY_LOGIN_ROUTE } from '../../../domain/navigation';
import { useToast } from '../toast/useToast';
import { useSession } from './sessionContext';

/** Signs out; success or failure alike ends with the same toast on /login (seed 000 §2). */
export function useLogout(): () => Promise<void> {
  const { logOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();

  return useCallback(async () => {
    await logOut();
    toast.success('Logged out successfully');
    await navigate(LEGACY_LOGIN_ROUTE, { replace: true });
  }, [logOut, toast, navigate]);
}
