import { Alert, Button, Flex, Table, Typography } from 'antd';
import type { DeadlineChain } from '../../api/deadlines';
import { dayText, spanText } from './dateText';

type Preview = NonNullable<DeadlineChain['preview']>;

const KEPT_TEXT = { edited: 'kept: edited by hand', completed: 'kept: completed' } as const;

interface ReschedulePreviewProps {
  preview: Preview;
  zone: string;
  busy: boolean;
  onApply(): void;
  onDiscard(): void;
}

/** A continuance moved the hearing: what would move (old and new dates side by side) before anything changes. */
export function ReschedulePreview({ preview, zone, busy, onApply, onDiscard }: ReschedulePreviewProps) {
  const rows = preview.deadlines.filter((move) => move.state !== 'dismissed');
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="reschedule-preview"
      title={`The hearing moved from ${dayText(preview.oldTriggerDate)} to ${dayText(preview.newTriggerDate)}`}
      description={
        <Flex vertical gap={12}>
          <span>Nothing has changed yet. These deadlines would move:</span>
          <Table
            size="small"
            pagination={false}
            rowKey="deadlineId"
            dataSource={rows}
            aria-label="Deadlines before and after the move"
            columns={[
              { key: 'title', title: 'Deadline', dataIndex: 'title' },
              { key: 'old', title: 'Now', render: (_, move) => dayText(move.oldDate) },
              {
                key: 'new',
                title: 'After the move',
                render: (_, move) =>
                  move.keeps ? (
                    <Typography.Text type="secondary" data-testid="reschedule-kept">
                      {move.reason ? KEPT_TEXT[move.reason] : 'kept: no rule to recompute it'}
                    </Typography.Text>
                  ) : move.newDate === move.oldDate ? (
                    'unchanged'
                  ) : (
                    <Typography.Text strong>{dayText(move.newDate)}</Typography.Text>
                  ),
              },
            ]}
          />
          {preview.focusBlocks.length > 0 ? (
            <Table
              size="small"
              pagination={false}
              rowKey={(block) => `${block.taskId}:${block.from?.start ?? block.to?.start ?? ''}`}
              dataSource={preview.focusBlocks}
              aria-label="Focus blocks before and after the move"
              columns={[
                { key: 'task', title: 'Focus block', dataIndex: 'title' },
                { key: 'from', title: 'Now', render: (_, block) => (block.from ? spanText(block.from, zone) : 'none') },
                { key: 'to', title: 'Would be', render: (_, block) => spanText(block.to, zone) },
              ]}
            />
          ) : (
            <Typography.Text type="secondary">
              {preview.focusPlanAccepted ? 'No focus block moves.' : 'No focus-time plan is accepted, so no focus blocks move.'}
            </Typography.Text>
          )}
          <Flex gap={8} wrap>
            <Button type="primary" size="small" loading={busy} onClick={onApply} data-testid="reschedule-apply">
              Apply
            </Button>
            <Button size="small" disabled={busy} onClick={onDiscard} data-testid="reschedule-discard">
              Discard, keep the old dates
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
