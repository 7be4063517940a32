/** The one error shape every API reply uses. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** AuthError codes from the specification (seed 000 §8). */
export const AUTH_ERROR_CODES = [
  'auth/invalid-credentials',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/invalid-email',
  'auth/user-not-found',
  'auth/network-error',
  'auth/too-many-requests',
  'auth/unauthorized',
  'auth/unknown-error',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  emailInUse: 'An account with this email already exists.',
  weakPassword: 'Password must be at least 8 characters.',
  commonPassword: 'This password is one of the most commonly used ones. Please choose a less common password.',
  passwordControlCharacters: 'Password must not contain control characters such as tabs or line breaks.',
  nameControlCharacters: 'Names must not contain control characters such as tabs or line breaks.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  invalidEmail: 'Please enter a valid email address.',
  notAuthenticated: 'User not authenticated',
  notLoggedIn: 'User not logged in',
  networkError: 'Network error. Please check your connection and try again.',
  profileCreateFailed: 'User created but failed to create profile: ',
  /** What follows profileCreateFailed: the database's own text stays in the log. */
  profileCreateFailedDetail: 'the account was not kept. Please try again.',
} as const;

/** The 429 of sign-in, naming the wait its Retry-After header gives. */
export function tooManySignInAttempts(retryAfterSeconds: number): string {
  const [count, unit] = retryAfterSeconds < 60 ? [retryAfterSeconds, 'second'] : [Math.ceil(retryAfterSeconds / 60), 'minute'];
  return `Too many sign-in attempts. Please wait ${count} ${unit}${count === 1 ? '' : 's'} and try again.`;
}

export const NOT_FOUND_MESSAGE = 'Not found';
