import { Link } from 'react-router';
import { Flex } from 'antd';
import { CalendarOutlined, ExportOutlined } from '@ant-design/icons';
import type { AnalysisView } from '../../../../../domain/mail/api';
import { calendarLinkFor } from './calendarLink';

/** "Open in calendar" for the event made from the message, and the durable run in the Temporal UI. */
export function AnalysisLinks({ view, workflowUrl }: { view: AnalysisView | null; workflowUrl: string | null }) {
  const calendar = calendarLinkFor(view);
  if (!calendar && !workflowUrl) return null;
  return (
    <Flex gap={16} wrap>
      {calendar ? (
        <Link to={calendar} data-testid="analysis-event-link">
          <CalendarOutlined /> Open in calendar
        </Link>
      ) : null}
      {workflowUrl ? (
        <a href={workflowUrl} target="_blank" rel="noreferrer" data-testid="analysis-temporal-link">
          Open the analysis's technical history (Temporal UI, opens in a new tab) <ExportOutlined aria-hidden />
        </a>
      ) : null}
    </Flex>
  );
}
