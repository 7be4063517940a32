import type { MailDeps } from '../../activities/mail/mail-deps';
import type { Outbox } from '../outbox/outbox';
import type { TemporalHandle } from '../temporal/client';

export interface MailRoutesOptions extends MailDeps {
  temporal: TemporalHandle;
  /** Rows and the workflow starts they need, committed together. */
  outbox: Outbox;
}
