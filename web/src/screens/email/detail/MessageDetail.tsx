import { useNavigate } from 'react-router';
import { Button, Col, Result, Row, Skeleton } from 'antd';
import { ApiError, errorMessage } from '../../../api/ApiError';
import { MIN_WIDTH, useMediaQuery } from '../../../components/useMediaQuery';
import { AnalysisPanel } from '../analysis/AnalysisPanel';
import type { ComposeDraft } from '../compose/ComposeModal';
import { folderRoute } from '../mailRoutes';
import { useMarkReadOnOpen, useMessage } from '../state/useMessage';
import { useMessageActions } from '../state/useMessageActions';
import { AttachmentList } from './AttachmentList';
import { DetailToolbar } from './DetailToolbar';
import { MessageBody } from './MessageBody';
import { MessageHeader } from './MessageHeader';
import './detail.css';

interface MessageDetailProps {
  accountId: string;
  folderId: string;
  messageId: string;
  onReply(draft: ComposeDraft): void;
  /** This account's own address, left out of Reply all. */
  ownAddress?: string | undefined;
}

/** One message: actions, headers, the sanitised body, attachments and its AI analysis. */
export function MessageDetail({ accountId, folderId, messageId, onReply, ownAddress }: MessageDetailProps) {
  const message = useMessage(accountId, messageId);
  const actions = useMessageActions(accountId, folderId);
  const navigate = useNavigate();
  const wide = useMediaQuery(MIN_WIDTH.xxl);
  const back = () => void navigate(folderRoute(accountId, folderId));
  useMarkReadOnOpen(message.data, actions);

  if (!message.data) {
    if (message.error && !message.loading) {
      const missing = message.error instanceof ApiError && message.error.status === 404;
      return (
        <Result
          status={missing ? '404' : 'error'}
          title={missing ? 'This message is no longer here' : 'Could not open this message'}
          subTitle={errorMessage(message.error)}
          extra={[
            <Button key="back" onClick={back}>
              Back to the list
            </Button>,
            missing ? null : (
              <Button key="retry" type="primary" onClick={() => void message.reload()}>
                Try again
              </Button>
            ),
          ]}
          data-testid="mail-message-error"
        />
      );
    }
    return <Skeleton active style={{ padding: 24 }} paragraph={{ rows: 8 }} />;
  }

  const mail = message.data;
  const content = (
    <>
      <MessageHeader accountId={accountId} message={mail} />
      <MessageBody accountId={accountId} message={mail} />
      <AttachmentList accountId={accountId} message={mail} />
    </>
  );
  // Keyed so another message starts a fresh analysis machine instead of showing the last one.
  const analysis = <AnalysisPanel key={`${accountId}:${mail.id}`} accountId={accountId} messageId={mail.id} layout={wide ? 'column' : 'split'} />;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="mail-message-detail" data-message-id={mail.id}>
      <DetailToolbar accountId={accountId} folderId={folderId} message={mail} actions={actions} onBack={back} onReply={onReply} ownAddress={ownAddress} />
      <div className="mail-detail-scroll">
        {wide ? (
          <Row gutter={24} wrap={false}>
            <Col flex="1 1 0" style={{ minWidth: 0 }}>
              {content}
            </Col>
            <Col flex="0 0 400px">{analysis}</Col>
          </Row>
        ) : (
          <>
            <MessageHeader accountId={accountId} message={mail} />
            <div style={{ margin: '16px 0 20px' }}>{analysis}</div>
            <MessageBody accountId={accountId} message={mail} />
            <AttachmentList accountId={accountId} message={mail} />
          </>
        )}
      </div>
    </div>
  );
}
