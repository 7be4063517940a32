import { Tag, Tooltip } from 'antd';

/** Says honestly where a suggestion came from: an AI model, or the product's rules. */
export function SourceBadge({ byAi, note }: { byAi: boolean; note?: string }) {
  const tag = (
    <Tag color={byAi ? 'purple' : 'default'} aria-label={byAi ? 'Suggested by AI' : 'Suggested by rules, not AI'}>
      {byAi ? 'AI' : 'Rules'}
    </Tag>
  );
  return note ? <Tooltip title={note}>{tag}</Tooltip> : tag;
}
