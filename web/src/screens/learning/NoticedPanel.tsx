import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, List, Popconfirm, Skeleton, Typography } from 'antd';
import { forgetBehaviours } from '../../api/learning';
import { errorMessage } from '../../api/ApiError';
import { formatRelative } from '../../components/relativeTime';
import { queryClient } from '../../data/queryClient';
import { useToast } from '../../toast/useToast';
import { behaviourDetail, behaviourWords } from './behaviourWords';
import { learningKeys } from './state/learningKeys';
import { useBehaviours, usePatterns } from './state/useLearning';
import './learning.css';

const RECENT = 10;

function Patterns() {
  const patterns = usePatterns();
  if (patterns.data?.length) {
    return (
      <List
        size="small"
        dataSource={patterns.data}
        data-testid="noticed-patterns"
        renderItem={(pattern) => (
          <List.Item>
            <Flex vertical gap={2}>
              <Typography.Text strong>{pattern.name}</Typography.Text>
              <Typography.Text type="secondary">{pattern.description}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Seen {pattern.frequency} {pattern.frequency === 1 ? 'time' : 'times'} · {Math.round(pattern.confidence * 100)} % sure
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    );
  }
  if (patterns.data) return <Typography.Text type="secondary">No habits noticed yet.</Typography.Text>;
  if (patterns.error && !patterns.loading) return <Alert type="warning" showIcon title="Could not load what was noticed" description={errorMessage(patterns.error)} />;
  return <Skeleton active paragraph={{ rows: 2 }} />;
}

function Recent() {
  const behaviours = useBehaviours();
  if (behaviours.data?.length) {
    return (
      <List
        size="small"
        dataSource={behaviours.data.slice(0, RECENT)}
        data-testid="noticed-behaviours"
        renderItem={(behaviour) => {
          const detail = behaviourDetail(behaviour.context);
          return (
            <List.Item>
              <Flex justify="space-between" gap={8} wrap style={{ width: '100%' }}>
                <span>
                  {behaviourWords(behaviour.type)}
                  {detail ? <Typography.Text type="secondary"> · {detail}</Typography.Text> : null}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <time dateTime={behaviour.occurredAt}>{formatRelative(behaviour.occurredAt)}</time>
                </Typography.Text>
              </Flex>
            </List.Item>
          );
        }}
      />
    );
  }
  if (behaviours.data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing recorded yet." />;
  if (behaviours.error && !behaviours.loading) return <Alert type="warning" showIcon title="Could not load your recent activity" description={errorMessage(behaviours.error)} />;
  return <Skeleton active paragraph={{ rows: 3 }} />;
}

/** What the product has learned from your actions, and the way to make it forget. */
export function NoticedPanel() {
  const toast = useToast();
  const [forgetting, setForgetting] = useState(false);
  const forget = async () => {
    setForgetting(true);
    try {
      await forgetBehaviours();
      await queryClient.invalidateQueries({ queryKey: learningKeys.all });
      toast.success('Your recorded activity is forgotten.');
    } catch (error) {
      toast.error(`Could not forget your activity: ${errorMessage(error)}`);
    } finally {
      setForgetting(false);
    }
  };
  return (
    <Card
      title="What the product has noticed"
      data-testid="noticed-panel"
      extra={
        <Popconfirm
          title="Forget your activity?"
          description="What you did so far is deleted; suggestions start again from nothing."
          okText="Forget"
          okButtonProps={{ danger: true }}
          onConfirm={() => void forget()}
        >
          <Button danger loading={forgetting} data-testid="forget-activity">
            Forget my activity
          </Button>
        </Popconfirm>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          The product keeps your last 100 actions (reading, labelling, moving and answering mail, creating tasks, accepting planned time, deciding
          on agents' actions) to notice what you repeat. Only you see them.
        </Typography.Paragraph>
        <div>
          <Typography.Title level={4} style={{ fontSize: 15 }}>
            Habits
          </Typography.Title>
          <Patterns />
        </div>
        <div>
          <Typography.Title level={4} style={{ fontSize: 15 }}>
            Recently
          </Typography.Title>
          <Recent />
        </div>
      </Flex>
    </Card>
  );
}
