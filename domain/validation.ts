import { AUTH_MESSAGES } from './errors';

/** Password and e-mail rules of sign-up. */
export const PASSWORD_MIN_LENGTH = 8;

/** Null when acceptable, otherwise the reason shown to the person. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return AUTH_MESSAGES.weakPassword;
  }
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
