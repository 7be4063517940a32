import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { RobotOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { queryClient } from '../../../data/queryClient';
import { useLiveEvent, useLiveResync } from '../../../live/useLiveEvent';
import { calendarKeys } from '../../calendar/state/calendarKeys';
import { NoticeDeadlines } from '../../deadlines/NoticeDeadlines';
import { analysisMachine } from './analysisMachine';
import { AnalysisBody, type AnalysisLayout } from './AnalysisBody';
import { AnalysisLinks } from './AnalysisLinks';
import { AnalysisStatus } from './AnalysisStatus';

interface AnalysisPanelProps {
  accountId: string;
  messageId: string;
  layout: AnalysisLayout;
}

/** The AI analysis of one message, the calendar event made from it, and "Analyse". */
export function AnalysisPanel({ accountId, messageId, layout }: AnalysisPanelProps) {
  const [state, send] = useMachine(analysisMachine, { input: { accountId, messageId } });
  const { view, error, started } = state.context;
  const analysis = view?.analysis ?? null;
  const running = state.hasTag('running');
  const done = state.hasTag('done');

  // Live: this message's analysis changed (an empty subject: several did), or the channel reconnected.
  useLiveEvent('analysis.changed', ({ subject }) => {
    const mine = subject.messageId === undefined || (subject.messageId === messageId && subject.accountId === accountId);
    if (mine) send({ type: 'CHANGED' });
  });
  useLiveResync(() => send({ type: 'CHANGED' }));

  // A finished analysis may have put an event on the calendar: cached weeks must be read again.
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  }, [done]);

  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8}>
          <RobotOutlined /> AI analysis
        </Flex>
      }
      extra={
        <Button
          size="small"
          type={analysis ? 'default' : 'primary'}
          icon={<ThunderboltOutlined />}
          loading={running}
          disabled={state.hasTag('loading')}
          onClick={() => send({ type: 'ANALYSE' })}
          data-testid="analyse-button"
        >
          {running ? 'Analysing' : analysis ? 'Analyse again' : 'Analyse'}
        </Button>
      }
      data-testid="mail-analysis-panel"
    >
      {state.hasTag('loading') ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : state.matches('loadFailed') ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the analysis"
          description={error}
          action={<Button size="small" onClick={() => send({ type: 'RETRY' })}>Retry</Button>}
        />
      ) : (
        <Flex vertical gap={12}>
          <AnalysisStatus analysis={analysis} running={running} idle={state.hasTag('idle')} failed={state.matches('failed')} />
          {state.matches('failed') && error ? <Alert type="error" showIcon title="Analysis failed" description={error} /> : null}
          {analysis?.error ? <Alert type="error" showIcon title="The analysis reported an error" description={analysis.error} /> : null}
          {analysis?.calendarEventError ? (
            <Alert type="warning" showIcon title="Calendar" description={analysis.calendarEventError} data-testid="analysis-event-error" />
          ) : null}
          {/* The run exists once the message was analysed or "Analyse" started it. */}
          <AnalysisLinks view={view} workflowUrl={analysis || started ? (started?.workflowUrl ?? view?.workflowUrl ?? null) : null} />
          {analysis ? <AnalysisBody analysis={analysis} layout={layout} /> : null}
          {analysis ? <NoticeDeadlines accountId={accountId} messageId={messageId} /> : null}
          {!analysis && state.hasTag('idle') ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="“Analyse” reads the message, summarises it and puts any hearing on your calendar."
            />
          ) : null}
        </Flex>
      )}
    </Card>
  );
}
