import { Button, Card, Flex, Switch, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { AssistantTriggerRun, AssistantTriggerView } from '../../../../domain/assistant-triggers/views';
import type { RunStatus } from '../../../../domain/automation/run-state';
import { builderRoute, runRoute } from '../automation/automationRoutes';
import { eventText } from './triggerText';

const STATUS: Readonly<Record<RunStatus, { label: string; color: string }>> = {
  running: { label: 'Running', color: 'processing' },
  completed: { label: 'Answered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function RunItem({ automationId, run }: { automationId: string; run: AssistantTriggerRun }) {
  const status = STATUS[run.status];
  return (
    <li className="at-run" data-testid="assistant-trigger-run">
      <Flex gap={8} align="center" wrap>
        <Tag color={status.color}>{status.label}</Tag>
        <Typography.Text type="secondary">{when(run.startedAt)}</Typography.Text>
        <Link to={runRoute(automationId, run.runId)} aria-label={`Open run of ${when(run.startedAt)}`}>
          Open run
        </Link>
      </Flex>
      {run.answer ? (
        <Typography.Paragraph className="at-answer" ellipsis={{ rows: 3, expandable: true, symbol: 'Show all' }}>
          {run.answer}
        </Typography.Paragraph>
      ) : null}
      {run.answer && run.sourceCount !== null ? (
        <Typography.Text type="secondary">{run.sourceCount === 0 ? 'No documents used.' : `From ${run.sourceCount} passage${run.sourceCount === 1 ? '' : 's'} of its documents.`}</Typography.Text>
      ) : null}
      {run.error ? <Typography.Paragraph type="danger">{run.error}</Typography.Paragraph> : null}
    </li>
  );
}

interface TriggerCardProps {
  trigger: AssistantTriggerView;
  switching: boolean;
  onEnabled(enabled: boolean): void;
}

/** One trigger: which assistant, on what event, with which question, its switch, and its latest runs with their answers. */
export function TriggerCard({ trigger, switching, onEnabled }: TriggerCardProps) {
  const navigate = useNavigate();
  const headingId = `at-trigger-${trigger.automationId}`;
  return (
    <Card className="at-card" data-testid="assistant-trigger" size="small">
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Typography.Title level={3} id={headingId} className="at-card-title">
          {trigger.name}
        </Typography.Title>
        <Flex gap={8} align="center">
          <Switch checked={trigger.enabled} loading={switching} onChange={onEnabled} aria-label={`Run "${trigger.name}" when its event happens`} />
          <Typography.Text>{trigger.enabled ? 'On' : 'Off'}</Typography.Text>
        </Flex>
      </Flex>
      <dl className="at-facts">
        <dt>Assistant</dt>
        <dd>{trigger.assistant.name ?? <Typography.Text type="warning">An assistant that no longer exists</Typography.Text>}</dd>
        <dt>When</dt>
        <dd>{eventText(trigger.event)}</dd>
        {trigger.nextRun ? (
          <>
            <dt>Next run</dt>
            <dd>{when(trigger.nextRun)}</dd>
          </>
        ) : null}
        <dt>Question</dt>
        <dd>{trigger.question || '—'}</dd>
        {trigger.followUps.length > 0 ? (
          <>
            <dt>Then</dt>
            <dd>{trigger.followUps.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <Typography.Title level={4} className="at-runs-title">
        Recent runs
      </Typography.Title>
      {trigger.recentRuns.length === 0 ? (
        <Typography.Paragraph type="secondary">It has not run yet.</Typography.Paragraph>
      ) : (
        <ul className="at-runs">
          {trigger.recentRuns.map((run) => (
            <RunItem key={run.runId} automationId={trigger.automationId} run={run} />
          ))}
        </ul>
      )}
      <Button onClick={() => void navigate(builderRoute(trigger.automationId))}>Open in the builder</Button>
    </Card>
  );
}
