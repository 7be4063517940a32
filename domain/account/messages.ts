/** Texts of Settings → Security and Data. */
export const ACCOUNT_MESSAGES = {
  wrongPassword: 'The current password is not correct.',
  samePassword: 'The new password must be different from the current one.',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  accountDeleted: 'Your account and everything in it were deleted.',
} as const;
