import { Tag } from 'antd';
import type { MailLabel } from '../../../../../domain/mail/types';

/** The user labels among a message's labels (system labels such as INBOX or UNREAD are not shown). */
export function LabelTags({ ids, labels }: { ids: readonly string[]; labels: readonly MailLabel[] }) {
  const shown = labels.filter((label) => ids.includes(label.id) || ids.includes(label.name));
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((label) => (
        <Tag
          key={label.id}
          color={label.color.backgroundColor}
          style={{ marginInlineEnd: 0, flex: 'none' }}
          data-testid="mail-label-tag"
        >
          {label.name}
        </Tag>
      ))}
    </>
  );
}
