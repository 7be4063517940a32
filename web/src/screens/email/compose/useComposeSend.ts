import { useState } from 'react';
import { MAIL_MESSAGES, MAIL_TOASTS } from '../../../../../domain/mail/messages';
import { sendProblem } from '../../../../../domain/mail/send-validation';
import { errorMessage } from '../../../api/ApiError';
import { sendMail, type SendInput } from '../../../api/mailActions';
import { queryClient } from '../../../data/queryClient';
import { useToast } from '../../../toast/useToast';
import { mailKeys } from '../state/keys';

export interface ComposeValues {
  to?: string;
  cc?: string;
  bcc?: string;
  subject?: string;
  body?: string;
}

export type ComposeField = 'to' | 'subject' | 'body';

export interface ComposeProblem {
  field: ComposeField;
  text: string;
}

function fieldOf(text: string): ComposeField {
  if (text === MAIL_MESSAGES.recipientRequired) return 'to';
  if (text === MAIL_MESSAGES.subjectRequired) return 'subject';
  return 'body';
}

/** Checks a draft with the §5 send rules (their exact texts), then sends it with the §8 toasts. */
export function useComposeSend(accountId: string, onSent: () => void) {
  const toast = useToast();
  const [problem, setProblem] = useState<ComposeProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (values: ComposeValues) => {
    const mail = { to: values.to?.trim() ?? '', subject: values.subject ?? '', body: values.body ?? '' };
    const text = sendProblem(mail);
    setServerError(null);
    if (text) {
      setProblem({ field: fieldOf(text), text });
      return;
    }
    setProblem(null);
    const input: SendInput = { ...mail, subject: mail.subject.trim() };
    if (values.cc?.trim()) input.cc = values.cc.trim();
    if (values.bcc?.trim()) input.bcc = values.bcc.trim();
    setSending(true);
    try {
      await sendMail(accountId, input);
      toast.success(MAIL_TOASTS.sent);
      void queryClient.invalidateQueries({ queryKey: mailKeys.folders(accountId) });
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists(accountId) });
      onSent();
    } catch (error) {
      toast.error(MAIL_TOASTS.sendFailed);
      setServerError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const reset = () => {
    setProblem(null);
    setServerError(null);
  };

  return { send, sending, problem, serverError, reset, clearProblem: () => setProblem(null) };
}
