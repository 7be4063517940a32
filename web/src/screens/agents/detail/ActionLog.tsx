import { Button, Card, Empty, Flex, List, Result, Skeleton, Tag, Tooltip, Typography } from 'antd';
import type { ActionLogType } from '../../../../../domain/agents/action-log';
import { errorMessage } from '../../../api/ApiError';
import { formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { useAgentLog } from '../state/useAgentDetail';
import { FeedbackControl } from './FeedbackControl';
import { resultText } from './resultText';

const KINDS: Readonly<Record<ActionLogType, { label: string; color: string }>> = {
  action_start: { label: 'Started', color: 'blue' },
  action_complete: { label: 'Done', color: 'green' },
  action_error: { label: 'Failed', color: 'red' },
};

/** What the agent did, newest first: each start, completion or error, and your feedback on what it completed. */
export function ActionLog({ agentId }: { agentId: string }) {
  const log = useAgentLog(agentId);
  let body;
  if (log.data?.length) {
    body = (
      <List
        dataSource={log.data}
        data-testid="agent-log"
        renderItem={(entry) => {
          const result = entry.type === 'action_complete' ? resultText(entry.result) : null;
          return (
            <List.Item data-testid="agent-log-entry" data-entry-type={entry.type}>
              <Flex vertical gap={6} style={{ width: '100%', minWidth: 0 }}>
                <Flex gap={8} wrap align="center">
                  <Tag color={KINDS[entry.type].color} style={{ marginInlineEnd: 0 }}>
                    {KINDS[entry.type].label}
                  </Tag>
                  <Typography.Text strong>{entry.action}</Typography.Text>
                  <Tooltip title={formatTimestamp(entry.timestamp)}>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <time dateTime={entry.timestamp}>{formatRelative(entry.timestamp)}</time>
                    </Typography.Text>
                  </Tooltip>
                </Flex>
                {result ? (
                  <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: 'more' }} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                    {result}
                  </Typography.Paragraph>
                ) : null}
                {entry.error ? <Typography.Text type="danger">{entry.error}</Typography.Text> : null}
                {entry.type === 'action_complete' ? <FeedbackControl agentId={agentId} actionId={entry.actionId} action={entry.action} feedback={entry.feedback} /> : null}
              </Flex>
            </List.Item>
          );
        }}
      />
    );
  } else if (log.data) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="It has not done anything yet." data-testid="agent-log-empty" />;
  } else if (log.error && !log.loading) {
    body = (
      <Result status="warning" title="Could not load what it did" subTitle={errorMessage(log.error)} extra={<Button onClick={() => void log.reload()}>Try again</Button>} data-testid="agent-log-error" />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 4 }} data-testid="agent-log-loading" />;
  }
  return <Card title="What it did">{body}</Card>;
}
