import { Alert, Flex } from 'antd';
import { Link } from 'react-router';
import { AUDIT_QUEUE_ROUTE } from '../../../../../domain/navigation';
import type { ChatNotice } from '../../../../../domain/chat/views';

const NOTICE_TYPE: Record<ChatNotice['kind'], 'info' | 'warning'> = {
  'privileged-withheld': 'warning',
  'retrieval-only': 'info',
  'no-sources': 'info',
  'action-proposed': 'info',
  'action-refused': 'warning',
};

/** The server's notes about an answer: privileged documents withheld, retrieval only, nothing found, actions proposed. */
export function Notices({ notices }: { notices: readonly ChatNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <Flex vertical gap={6} className="chat-notices">
      {notices.map((notice, index) => (
        <Alert
          key={`${notice.kind}-${index}`}
          type={NOTICE_TYPE[notice.kind] ?? 'info'}
          showIcon
          title={notice.text}
          action={notice.kind === 'action-proposed' && notice.auditId ? <Link to={AUDIT_QUEUE_ROUTE}>Open the audit queue</Link> : undefined}
          className="chat-notice"
          data-testid="chat-notice"
          data-kind={notice.kind}
        />
      ))}
    </Flex>
  );
}
