import type { gmail_v1 } from 'googleapis';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import type { MailLabel } from '../../../domain/mail/types';
import { MailProviderError } from '../provider';
import { googleErrorStatus } from './google-oauth';

/** Gmail leaves a user label without colour until one is chosen; the list shows it in neutral grey. */
const UNCOLOURED_LABEL = '#cccccc';

export async function listUserLabels(api: gmail_v1.Gmail): Promise<MailLabel[]> {
  const { data } = await api.users.labels.list({ userId: 'me' });
  return (data.labels ?? []).filter((label) => label.type === 'user').map(toMailLabel);
}

/** Creates the label; on 409 returns the existing one, looked up case-insensitively (seed 000 §5). */
export async function createLabelOrFindExisting(api: gmail_v1.Gmail, name: string): Promise<MailLabel> {
  const wanted = name.trim();
  try {
    const { data } = await api.users.labels.create({
      userId: 'me',
      requestBody: { name: wanted, messageListVisibility: 'show', labelListVisibility: 'labelShow' },
    });
    return toMailLabel(data);
  } catch (error) {
    if (googleErrorStatus(error) !== 409) throw error;
    const existing = (await listUserLabels(api)).find((label) => label.name.toLowerCase() === wanted.toLowerCase());
    if (!existing) throw new MailProviderError(MAIL_MESSAGES.labelExistsUnretrievable(wanted), 409, false);
    return existing;
  }
}

function toMailLabel(label: gmail_v1.Schema$Label): MailLabel {
  return { id: label.id ?? '', name: label.name ?? '', type: 'user', color: { backgroundColor: label.color?.backgroundColor ?? UNCOLOURED_LABEL } };
}
