/** Sign-in and token texts of seed 000 §8, as the token lifecycle reports them. */
export const TOKEN_MESSAGES = {
  noAccessToken: 'No access token available - please sign in to Google',
  refreshReturnedNull: 'Google: Token refresh returned null',
  refreshFailed: 'Token refresh failed',
  noRefreshMethod: 'No refresh method available',
  notSignedIn: 'Not signed in',
  googleApiError: (status: number) => `Google API error: ${status}`,
  /** The identity-provider side ("Supabase: ..."-style texts in the spec) is this product's own session. */
  identityPrefix: 'Supabase: ',
  criticalPrefix: 'Critical: ',
} as const;
