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
  weakPassword: 'Password must be at least 8 characters and contain a letter and a number.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  invalidEmail: 'Please enter a valid email address.',
  notAuthenticated: 'User not authenticated',
  notLoggedIn: 'User not logged in',
  tooManyRequests: 'Too many sign-in attempts. Please wait a minute and try again.',
  networkError: 'Network error. Please check your connection and try again.',
  profileCreateFailed: 'User created but failed to create profile: ',
} as const;

export const NOT_FOUND_MESSAGE = 'Not found';
