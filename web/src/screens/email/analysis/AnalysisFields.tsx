import { Badge, Descriptions, Flex, Tag, Typography } from 'antd';
import { CheckCircleTwoTone } from '@ant-design/icons';
import type { AnalysisPriority, AnalysisSentiment } from '../../../../../domain/analysis/types';
import type { EmailAnalysis } from '../../../../../domain/mail/api';
import { formatDay } from './formatDay';

// A coloured dot beside plain text: antd's pale gold and green tags read below AA contrast.
const PRIORITY_COLORS: Readonly<Record<AnalysisPriority, string>> = { high: '#cf1322', medium: '#d48806', low: '#389e0d' };
const SENTIMENT_COLORS: Readonly<Record<AnalysisSentiment, string>> = {
  positive: '#389e0d',
  negative: '#d4380d',
  neutral: '#8c8c8c',
  urgent: '#cf1322',
};

const yesNo = (value: boolean) => (value ? <Tag color="blue">Yes</Tag> : <Typography.Text type="secondary">No</Typography.Text>);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Priority, category, sentiment, flags, follow-up, keywords, action items and suggested reply. */
export function AnalysisFields({ analysis }: { analysis: EmailAnalysis }) {
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={1}
        colon={false}
        styles={{ label: { width: 120 } }}
        items={[
          { key: 'priority', label: 'Priority', children: <Badge color={PRIORITY_COLORS[analysis.priority]} text={capitalised(analysis.priority)} /> },
          { key: 'category', label: 'Category', children: <Tag>{analysis.category}</Tag> },
          { key: 'sentiment', label: 'Sentiment', children: <Badge color={SENTIMENT_COLORS[analysis.sentiment]} text={capitalised(analysis.sentiment)} /> },
          { key: 'court', label: 'Court document', children: yesNo(analysis.isCourtDocument) },
          { key: 'reply', label: 'Reply required', children: yesNo(analysis.isReplyRequired) },
          { key: 'follow-up', label: 'Follow up by', children: analysis.followUpDate ? formatDay(analysis.followUpDate) : '—' },
          {
            key: 'keywords',
            label: 'Keywords',
            children: analysis.keywords.length ? (
              <Flex gap={4} wrap>
                {analysis.keywords.map((keyword) => (
                  <Tag key={keyword} style={{ marginInlineEnd: 0 }}>
                    {keyword}
                  </Tag>
                ))}
              </Flex>
            ) : (
              '—'
            ),
          },
        ]}
      />
      {analysis.actionItems.length ? (
        <div>
          <Typography.Text strong>Action items</Typography.Text>
          <Flex vertical gap={4} style={{ marginTop: 6 }} data-testid="analysis-action-items">
            {analysis.actionItems.map((item) => (
              <Flex key={item.id} gap={8} align="baseline">
                <CheckCircleTwoTone twoToneColor="#52c41a" />
                <span>{item.text}</span>
              </Flex>
            ))}
          </Flex>
        </div>
      ) : null}
      {analysis.suggestedReply ? (
        <div>
          <Typography.Text strong>Suggested reply</Typography.Text>
          <Typography.Paragraph copyable={{ text: analysis.suggestedReply }} style={{ marginTop: 6 }}>
            <pre className="analysis-block">{analysis.suggestedReply}</pre>
          </Typography.Paragraph>
        </div>
      ) : null}
    </Flex>
  );
}
