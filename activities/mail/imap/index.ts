export { createImapProvider, type ImapProviderOptions } from './provider';
export { ImapSettingsSchema, pickImapSettings, type ImapAccount, type ImapSettings } from './settings';
export { verifyImapSettings, verificationFailure, type ImapVerification } from './verify';
