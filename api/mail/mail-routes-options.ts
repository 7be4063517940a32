import type { MailDeps } from '../../activities/mail/mail-deps';
import type { TemporalHandle } from '../temporal/client';

export interface MailRoutesOptions extends MailDeps {
  temporal: TemporalHandle;
}
