import { Flex, Typography } from 'antd';
import type { CalendarTag } from '../../../api/calendar';

/** The tags events can carry (work, personal, urgent, focus) with their colours. */
export function TagsLegend({ tags }: { tags: readonly CalendarTag[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="calendar-tags-heading" data-testid="calendar-tags">
      <Typography.Title level={5} id="calendar-tags-heading">
        Tags
      </Typography.Title>
      <Flex gap={12} wrap>
        {tags.map((tag) => (
          <Flex key={tag.name} align="center" gap={6}>
            <span className="cal-legend-dot" style={{ background: tag.color }} aria-hidden />
            <Typography.Text>{tag.name}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </section>
  );
}
