import { Button, Card, Flex, Tag, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import type { Suggestion } from '../../api/learning';

interface SuggestionCardProps {
  suggestion: Suggestion;
  busy: boolean;
  onAccept(suggestion: Suggestion): void;
  onDismiss(suggestion: Suggestion): void;
  /** A single line for banners above a list. */
  compact?: boolean;
}

/** Something the product noticed you do often, with what automating it would save. */
export function SuggestionCard({ suggestion, busy, onAccept, onDismiss, compact = false }: SuggestionCardProps) {
  const confidence = `${Math.round(suggestion.confidence * 100)} % sure`;
  const saves = `Saves about ${suggestion.estimatedTimesSaved} minutes`;
  const buttons = (
    <Flex gap={8} wrap>
      <Button type="primary" size={compact ? 'small' : 'middle'} loading={busy} onClick={() => onAccept(suggestion)} data-testid="suggestion-accept">
        Automate this
      </Button>
      <Button size={compact ? 'small' : 'middle'} disabled={busy} onClick={() => onDismiss(suggestion)} data-testid="suggestion-dismiss">
        Not now
      </Button>
    </Flex>
  );

  if (compact) {
    return (
      <Flex className="suggestion-banner" gap={12} align="center" justify="space-between" wrap data-testid="suggestion-card" data-suggestion-id={suggestion.id} role="region" aria-label="Suggestion">
        <Flex gap={8} align="flex-start" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <BulbOutlined className="suggestion-icon" aria-hidden="true" />
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong data-testid="suggestion-description">
              {suggestion.description}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {saves} · {confidence}
            </Typography.Text>
          </div>
        </Flex>
        {buttons}
      </Flex>
    );
  }

  return (
    <Card size="small" className="suggestion-card" data-testid="suggestion-card" data-suggestion-id={suggestion.id}>
      <Flex vertical gap={8}>
        <Flex gap={8} align="flex-start">
          <BulbOutlined className="suggestion-icon" aria-hidden="true" />
          <Typography.Text strong data-testid="suggestion-description">
            {suggestion.description}
          </Typography.Text>
        </Flex>
        <Flex gap={4} wrap>
          <Tag color="green" style={{ marginInlineEnd: 0 }}>
            {saves}
          </Tag>
          <Tag style={{ marginInlineEnd: 0 }}>{confidence}</Tag>
        </Flex>
        {suggestion.potentialBenefits.length ? (
          <ul className="suggestion-benefits">
            {suggestion.potentialBenefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          The automation is drafted for you to check; it stays off until you turn it on.
        </Typography.Text>
        {buttons}
      </Flex>
    </Card>
  );
}
