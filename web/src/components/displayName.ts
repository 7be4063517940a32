import type { CurrentUser } from '../../../domain/user';

/** The name the shell shows for a user: their full name, else "User". */
export function displayName(user: CurrentUser | null): string {
  return user?.fullName.trim() || 'User';
}
