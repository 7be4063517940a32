/**
 * The frame a message body is shown in (see GET …/messages/:messageId/body). It runs in an opaque
 * origin: scripts only as the body document's policy allows (its height reporter), links open in a
 * new, unsandboxed tab, and never allow-same-origin or allow-top-navigation.
 */
export const BODY_FRAME_SANDBOX = ['allow-scripts', 'allow-popups', 'allow-popups-to-escape-sandbox'] as const;

/** `type` of the message the body document posts to its parent with its content height. */
export const BODY_HEIGHT_MESSAGE = 'mail-body-height';
