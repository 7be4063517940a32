import { Badge, Flex, Steps, Typography } from 'antd';
import type { EmailAnalysis } from '../../../../../domain/mail/api';
import { useUserTimeZone } from '../../../settings/useUserTimeZone';
import { formatFullDate } from '../format';
import { isFinalStatus, progressStep, statusLabel, statusTone, stepText, type StatusTone } from './statusText';

interface AnalysisStatusProps {
  analysis: EmailAnalysis | null;
  running: boolean;
  idle: boolean;
  failed: boolean;
}

/** The calendar-event status in words, with the steps while the analysis runs. */
export function AnalysisStatus({ analysis, running, idle, failed }: AnalysisStatusProps) {
  const zone = useUserTimeZone();
  const status = analysis?.calendarEventStatus ?? null;
  // While a new run starts, the previous run's final status is not the news.
  const live = running && status !== null && !isFinalStatus(status) ? status : null;

  let label: string;
  let tone: StatusTone;
  if (running) [label, tone] = ['Working…', 'processing'];
  else if (failed) [label, tone] = ['Analysis failed', 'error'];
  else if (status) [label, tone] = [statusLabel(status), statusTone(status)];
  else [label, tone] = [idle ? 'Not analysed yet' : '—', 'default'];

  return (
    <Flex vertical gap={10}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Badge
          status={tone}
          text={
            <Typography.Text strong data-testid="analysis-status" data-status={running ? 'running' : (status ?? 'none')}>
              {label}
            </Typography.Text>
          }
        />
        {analysis?.updatedAt && !running ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatFullDate(analysis.updatedAt, zone)}
          </Typography.Text>
        ) : null}
      </Flex>
      {running ? (
        <>
          <Steps
            size="small"
            current={progressStep(live)}
            items={[{ title: 'Analyse' }, { title: 'Calendar' }, { title: 'Done' }]}
            data-testid="analysis-progress"
          />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {stepText(live ?? 'starting')}…
          </Typography.Text>
        </>
      ) : null}
    </Flex>
  );
}
