import { List, Tag, Tooltip, Typography } from 'antd';
import type { TimeBlockPlan } from '../../../api/planning';
import { clock, dayKey, dayLabel } from '../format';

/** The proposed focus blocks, day by day, each marked free (can still move) or busy (no slack left). */
export function PlanBlocks({ plan, timeZone }: { plan: TimeBlockPlan; timeZone: string }) {
  if (plan.blocks.length === 0) return <Typography.Paragraph type="secondary">No focus block fits in these days.</Typography.Paragraph>;
  const days = new Map<string, TimeBlockPlan['blocks']>();
  for (const block of plan.blocks) {
    const key = dayKey(block.start, timeZone);
    days.set(key, [...(days.get(key) ?? []), block]);
  }
  return (
    <>
      {[...days.values()].map((blocks) => (
        <section key={blocks[0]!.start} aria-label={dayLabel(blocks[0]!.start, timeZone)}>
          <Typography.Title level={5}>{dayLabel(blocks[0]!.start, timeZone)}</Typography.Title>
          <List
            size="small"
            dataSource={blocks}
            renderItem={(block) => (
              <List.Item key={`${block.taskId}-${block.start}`}>
                <span style={{ minWidth: 150, display: 'inline-block' }}>
                  {clock(block.start, timeZone)}–{clock(block.end, timeZone)}
                </span>
                <span style={{ flex: 1 }}>{block.title}</span>
                <Tooltip title={block.busy ? 'No slack left before the due date: this block should stay.' : 'There is still time before the due date: this block can move.'}>
                  <Tag color={block.busy ? 'red' : 'green'}>{block.busy ? 'Busy' : 'Free'}</Tag>
                </Tooltip>
              </List.Item>
            )}
          />
        </section>
      ))}
    </>
  );
}
