import { Alert, Flex } from 'antd';
import type { ChatNotice } from '../../../../../domain/chat/views';

const NOTICE_TYPE: Record<ChatNotice['kind'], 'info' | 'warning'> = {
  'privileged-withheld': 'warning',
  'retrieval-only': 'info',
  'no-sources': 'info',
};

/** The server's notes about an answer (privileged documents withheld, retrieval only, nothing found). */
export function Notices({ notices }: { notices: readonly ChatNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <Flex vertical gap={6} className="chat-notices">
      {notices.map((notice) => (
        <Alert key={notice.kind} type={NOTICE_TYPE[notice.kind]} showIcon title={notice.text} className="chat-notice" data-testid="chat-notice" data-kind={notice.kind} />
      ))}
    </Flex>
  );
}
