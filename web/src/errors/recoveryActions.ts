import { isClearableStorageKey, type RecoveryActions } from '../../../domain/errors/recovery';
import { apiRequest } from '../api/client';
import { gmailConnectUrl } from '../api/mailActions';
import { LEGACY_LOGIN_ROUTE } from '../../../domain/navigation';
import { refreshMailTokens, tokenLifecycleSnapshot } from '../tokens/tokenLifecycle';

/** Refresh token: renews the linked mailboxes' Google tokens (false when one failed or none is linked). */
async function refreshToken(): Promise<boolean> {
  return refreshMailTokens();
}

/** Re-authenticate with the provider: off to Google's consent page to link the mailbox again. */
async function reauthenticate(): Promise<boolean> {
  window.location.assign(await gmailConnectUrl());
  return true;
}

/** Clear storage (§8): cache entries and knowledge-base backups go; preferences such as the theme stay. */
async function clearStorage(): Promise<boolean> {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter(
    (key): key is string => key !== null && isClearableStorageKey(key),
  );
  for (const key of keys) localStorage.removeItem(key);
  return keys.length > 0;
}

/** Logout before the signed-in screens bind the app's own sign-out: end the session and go to /login. */
async function logout(): Promise<boolean> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST' });
  } finally {
    window.location.assign(LEGACY_LOGIN_ROUTE);
  }
  return true;
}

async function reload(): Promise<boolean> {
  window.location.reload();
  return true;
}

/** §8 "missing provider token": the last token check found no linked Google mailbox (unknown counts as present). */
export function hasProviderToken(): boolean {
  const { report } = tokenLifecycleSnapshot();
  return report === null || report.accounts.length > 0;
}

export const browserRecoveryActions: RecoveryActions = { refreshToken, reauthenticate, clearStorage, logout, reload };
