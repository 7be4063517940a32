import { AUTH_MESSAGES } from './errors';

/** Password and e-mail rules of sign-up. */
export const PASSWORD_MIN_LENGTH = 8;

/** C0 and C1 control characters (tab, line breaks, NUL, escape …); letters of every script are welcome. */
const CONTROL_CHARACTER = /\p{Cc}/u;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The form a password is compared in with a list of common passwords (lower case, compatibility-normalised). */
export function commonPasswordForm(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

/**
 * Null when acceptable, otherwise the reason shown to the person. No composition rules: any letters of any
 * script, spaces and symbols count; length is in characters (code points), not UTF-16 units.
 * `isCommon` receives commonPasswordForm(password).
 */
export function passwordProblem(password: string, isCommon: (normalised: string) => boolean): string | null {
  if (hasControlCharacters(password)) return AUTH_MESSAGES.passwordControlCharacters;
  if ([...password].length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.weakPassword;
  if (isCommon(commonPasswordForm(password))) return AUTH_MESSAGES.commonPassword;
  return null;
}

// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
