import type { Subscription } from './subscription';

export interface Integration {
  provider: string;
  email: string;
  connected: boolean;
  /** When its mail was last brought up to date (ISO), null when never. */
  lastSynced?: string | null;
}

/** The signed-in user as the API returns it (seed 000 §3). */
export interface CurrentUser {
  id: string;
  email: string;
  fullName: string;
  avatar: string;
  subscription: Subscription;
  integrations: Integration[];
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface LoginInput {
  email: string;
  password: string;
}

/** fullName falls back to the part of the e-mail before the @, else "User". */
export function resolveFullName(fullName: string | null | undefined, email: string | null | undefined): string {
  const trimmed = fullName?.trim();
  if (trimmed) return trimmed;
  const local = email?.split('@')[0]?.trim();
  return local ? local : 'User';
}

export function joinFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
