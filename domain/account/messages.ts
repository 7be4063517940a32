/** Texts of Settings → Security and Data. */
export const ACCOUNT_MESSAGES = {
  wrongPassword: 'The current password is not correct.',
  samePassword: 'The new password must be different from the current one.',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  schedulesUnreachable: "Your automations' schedules could not be stopped just now, so nothing was deleted. Please try again in a moment.",
  accountDeleted: 'Your account and everything in it were deleted.',
} as const;
