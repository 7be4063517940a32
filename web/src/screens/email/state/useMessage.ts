import { useEffect, useRef } from 'react';
import type { MailMessage } from '../../../../../domain/mail/types';
import { fetchMessage } from '../../../api/mail';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { mailKeys } from './keys';
import type { MessageActions } from './useMessageActions';

export function useMessage(accountId: string, messageId: string): Cached<MailMessage> {
  return useCachedQuery(mailKeys.message(accountId, messageId), (signal) => fetchMessage(accountId, messageId, signal), { staleAfterMs: 60_000 });
}

/** Opening an unread message marks it read, once (a failed attempt rolls back and is not repeated). */
export function useMarkReadOnOpen(message: MailMessage | undefined, actions: MessageActions): void {
  const attempted = useRef(false);
  useEffect(() => {
    if (!message?.unread || attempted.current) return;
    attempted.current = true;
    void actions.setRead([message], true);
  }, [message, actions]);
}
