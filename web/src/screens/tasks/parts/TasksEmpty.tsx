import { Button, Card, Empty } from 'antd';

/** No tasks at all, or none that match the filters. */
export function TasksEmpty({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <Card variant="borderless">
      {filtered ? (
        <Empty description="No tasks match these filters." data-testid="tasks-filtered-empty">
          <Button onClick={onClear}>Clear filters</Button>
        </Empty>
      ) : (
        <Empty description="No tasks yet — add one above, or pick a template" data-testid="tasks-empty" />
      )}
    </Card>
  );
}
