import { Avatar, Flex, Typography } from 'antd';
import type { MailMessage } from '../../../../../domain/mail/types';
import { LabelTags } from '../list/LabelTags';
import { useUserTimeZone } from '../../../settings/useUserTimeZone';
import { formatFullDate, initials, senderAddress, senderName } from '../format';
import { useLabels } from '../state/useMailbox';

function Recipients({ label, addresses }: { label: string; addresses: readonly string[] }) {
  if (addresses.length === 0) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
      {label}: {addresses.join(', ')}
    </Typography.Text>
  );
}

export function MessageHeader({ accountId, message }: { accountId: string; message: MailMessage }) {
  const labels = useLabels(accountId).data ?? [];
  const zone = useUserTimeZone();
  const name = senderName(message.from);
  const address = senderAddress(message.from);
  return (
    <header style={{ marginBottom: 20 }}>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="message-subject">
          {message.subject || '(no subject)'}
        </Typography.Title>
        <LabelTags ids={message.labels} labels={labels} />
      </Flex>
      <Flex gap={12} align="flex-start">
        <Avatar size={40} style={{ flex: 'none' }}>
          {initials(name)}
        </Avatar>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" gap={12} wrap>
            <span>
              <Typography.Text strong data-testid="message-from">
                {name}
              </Typography.Text>
              {address !== name ? <Typography.Text type="secondary"> &lt;{address}&gt;</Typography.Text> : null}
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {formatFullDate(message.date, zone)}
            </Typography.Text>
          </Flex>
          <Recipients label="To" addresses={message.to} />
          <Recipients label="Cc" addresses={message.cc} />
          <Recipients label="Bcc" addresses={message.bcc} />
        </div>
      </Flex>
    </header>
  );
}
