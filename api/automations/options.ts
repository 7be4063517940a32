import type { AiConfig } from '../../activities/ai/ai-config';
import type { MailRoutesOptions } from '../mail/mail-routes-options';

export interface AutomationRoutesOptions extends MailRoutesOptions {
  /** Without an API key, drafting an automation from words says it needs one. */
  ai: AiConfig;
  /** Public base URL of the workspace, for the webhook URL shown to the user. */
  appUrl: string;
}
