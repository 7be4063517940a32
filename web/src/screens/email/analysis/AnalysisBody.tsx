import { Alert, Col, Divider, Row, Typography } from 'antd';
import { Link } from 'react-router';
import type { EmailAnalysis } from '../../../../../domain/mail/api';
import { AnalysisFields } from './AnalysisFields';
import { MeetingDetailsView } from './MeetingDetailsView';

/** 'split': meeting details and the other fields side by side, for a panel as wide as the message. */
export type AnalysisLayout = 'column' | 'split';

/** Summary, then the meeting the analysis found, then its other fields. */
export function AnalysisBody({ analysis, layout }: { analysis: EmailAnalysis; layout: AnalysisLayout }) {
  const meeting = analysis.meetingDetails ? (
    <>
      <Divider titlePlacement="start" plain style={{ margin: '0 0 8px' }}>
        Meeting details
      </Divider>
      <MeetingDetailsView details={analysis.meetingDetails} />
    </>
  ) : null;
  const fields = (
    <>
      <Divider titlePlacement="start" plain style={{ margin: '0 0 8px' }}>
        Analysis
      </Divider>
      <AnalysisFields analysis={analysis} />
    </>
  );
  return (
    <>
      {analysis.calendarEventStatus === 'awaiting_confirmation' ? (
        <Alert
          type="warning"
          showIcon
          title="Some details of this event are uncertain, so it is not on your calendar yet."
          description={
            <>
              Confirm or correct it in the{' '}
              <Link to="/audit" style={{ textDecoration: 'underline' }}>
                Audit Queue
              </Link>
              .
            </>
          }
          data-testid="analysis-awaiting-confirmation"
        />
      ) : null}
      {analysis.summary ? (
        <Typography.Paragraph style={{ margin: 0 }} data-testid="analysis-summary">
          {analysis.summary}
        </Typography.Paragraph>
      ) : null}
      {layout === 'split' ? (
        <Row gutter={[24, 12]}>
          {meeting ? <Col xs={24} lg={12}>{meeting}</Col> : null}
          <Col xs={24} lg={meeting ? 12 : 24}>
            {fields}
          </Col>
        </Row>
      ) : (
        <>
          {meeting}
          {fields}
        </>
      )}
    </>
  );
}
