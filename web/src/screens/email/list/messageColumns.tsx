import { DateTime } from 'luxon';
import { Flex, Tooltip, type TableColumnsType } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { MailLabel, MailMessageSummary } from '../../../../../domain/mail/types';
import { useUserTimeZone } from '../../../settings/useUserTimeZone';
import { formatFullDate, formatListDate, senderName } from '../format';
import { LabelTags } from './LabelTags';

/** The message list's columns: four on wide screens, one two-line cell on narrow ones. */

const isOutgoing = (folderId: string) => folderId === 'SENT' || folderId === 'DRAFT';

function Correspondent({ message, outgoing }: { message: MailMessageSummary; outgoing: boolean }) {
  const who = outgoing ? `To: ${message.to.map(senderName).join(', ')}` : senderName(message.from);
  return (
    <span className="mail-from" title={outgoing ? message.to.join(', ') : message.from}>
      {who}
    </span>
  );
}

function SubjectLine({ message, labels }: { message: MailMessageSummary; labels: MailLabel[] }) {
  return (
    <div className="mail-line">
      <LabelTags ids={message.labels} labels={labels} />
      <span className="mail-subject" data-testid="mail-row-subject">
        {message.subject || '(no subject)'}
      </span>
      {message.snippet ? <span className="mail-snippet">— {message.snippet}</span> : null}
    </div>
  );
}

function AttachmentMark() {
  return (
    <Tooltip title="Has attachments">
      <PaperClipOutlined aria-label="Has attachments" data-testid="mail-attachment-icon" />
    </Tooltip>
  );
}

function ListDate({ date }: { date: string }) {
  const zone = useUserTimeZone();
  return (
    <Tooltip title={formatFullDate(date, zone)}>
      <span style={{ whiteSpace: 'nowrap' }}>{formatListDate(date, DateTime.local(), zone)}</span>
    </Tooltip>
  );
}

export function wideColumns(folderId: string, labels: MailLabel[]): TableColumnsType<MailMessageSummary> {
  const outgoing = isOutgoing(folderId);
  return [
    {
      key: 'from',
      title: outgoing ? 'To' : 'From',
      width: 200,
      render: (_, message) => <Correspondent message={message} outgoing={outgoing} />,
    },
    {
      key: 'subject',
      title: 'Subject',
      render: (_, message) => <SubjectLine message={message} labels={labels} />,
    },
    {
      key: 'attachment',
      width: 36,
      render: (_, message) => (message.hasAttachments ? <AttachmentMark /> : null),
    },
    {
      key: 'date',
      title: 'Date',
      width: 100,
      align: 'right',
      render: (_, message) => <ListDate date={message.date} />,
    },
  ];
}

export function compactColumns(folderId: string, labels: MailLabel[]): TableColumnsType<MailMessageSummary> {
  const outgoing = isOutgoing(folderId);
  return [
    {
      key: 'message',
      render: (_, message) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex justify="space-between" align="center" gap={8}>
            <Correspondent message={message} outgoing={outgoing} />
            <Flex gap={6} align="center" style={{ flex: 'none' }}>
              {message.hasAttachments ? <AttachmentMark /> : null}
              <ListDate date={message.date} />
            </Flex>
          </Flex>
          <SubjectLine message={message} labels={labels} />
        </Flex>
      ),
    },
  ];
}
