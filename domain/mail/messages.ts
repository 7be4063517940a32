/** Texts of seed 000 §5 and §8 for mail, verbatim. */
export const MAIL_MESSAGES = {
  recipientRequired: 'Recipient (To) field is required to send an email.',
  subjectRequired: 'Subject field is required to send an email.',
  /** Not in the seed, which only says a recipient may be a string or a list. */
  recipientsInvalid: 'Cc and Bcc must be an address or a list of addresses.',
  bodyRequired: 'Body field is required and must be a string to send an email.',
  emailIdRequired: 'Email ID is required',
  senderUnknown: 'Could not determine sender email address.',
  undecodable: '[Error: Could not decode email content]',
  gmailAuthExpired: 'Gmail authentication expired. Please reconnect your account in Email Settings.',
  gmailAccessDenied: 'Gmail access denied. Please check your account permissions.',
  linkedAccountsFailed: 'Failed to fetch linked accounts.',
  labelExistsUnretrievable: (name: string) => `Folder "${name}" already exists but could not be retrieved`,
} as const;

/** Toasts of seed 000 §8. */
export const MAIL_TOASTS = {
  loadFailed: 'Failed to load messages.',
  switchFailed: 'Failed to switch email account.',
  sent: 'Message sent successfully.',
  sendFailed: 'Failed to send message.',
  markReadFailed: 'Failed to mark message as read.',
  markUnreadFailed: 'Failed to mark message as unread.',
  moved: 'Message moved.',
  moveFailed: 'Failed to move message.',
  labelApplied: 'Label applied.',
  labelApplyFailed: 'Failed to apply label.',
  labelRemoved: 'Label removed.',
  labelRemoveFailed: 'Failed to remove label.',
  deleted: 'Message deleted.',
  deleteFailed: 'Failed to delete message.',
  accountRemoved: 'Account removed.',
  accountRemoveFailed: 'Failed to remove account.',
  refreshAccountsFailed: 'Failed to refresh accounts.',
  screenLoadFailed: 'Failed to load messages',
  serviceInitFailed: 'Failed to initialize email service',
} as const;
