import { useId, useState } from 'react';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import type { ChainDeadline } from '../../api/deadlines';
import { dayText } from './dateText';
import { WhyThisDate } from './WhyThisDate';

const STATE_TEXT = { proposed: 'Proposed', accepted: 'Accepted', dismissed: 'Declined' } as const;

interface DeadlineItemProps {
  deadline: ChainDeadline;
  busy: boolean;
  /** Accepting one at a time, and remembering its rule, only while the chain can still be accepted. */
  decidable: boolean;
  onAccept(rememberRule: boolean): void;
  onDismiss(): void;
  onEditDate(date: string): void;
}

/** One deadline of a chain: its date, title, citation and state, why it falls on that day, and what can be done with it. */
export function DeadlineItem({ deadline, busy, decidable, onAccept, onDismiss, onEditDate }: DeadlineItemProps) {
  const [editing, setEditing] = useState(false);
  const [date, setDate] = useState(deadline.dueDate);
  const inputId = useId();
  return (
    <li className="deadline-item" data-testid="chain-deadline" data-rule-id={deadline.ruleId} data-state={deadline.state}>
      <Flex justify="space-between" gap={8} wrap>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong data-testid="chain-deadline-date">
            {dayText(deadline.dueDate)}
          </Typography.Text>
          <div>{deadline.title}</div>
          <Typography.Text type="secondary">
            {deadline.citation}
            {deadline.kind === 'task' ? ' · a task' : ' · on the calendar'}
            {deadline.prepMinutes ? ` · ${deadline.prepMinutes} min of focus time` : ''}
          </Typography.Text>
        </div>
        <Flex gap={4} wrap align="start">
          <Tag>{STATE_TEXT[deadline.state]}</Tag>
          {deadline.editedByHand ? <Tag>Edited by hand</Tag> : null}
          {deadline.completed ? <Tag>Completed</Tag> : null}
        </Flex>
      </Flex>
      <WhyThisDate deadline={deadline} />
      {editing ? (
        <Flex gap={8} wrap align="center" style={{ marginTop: 4 }}>
          <label htmlFor={inputId}>New date</label>
          <Input id={inputId} type="date" value={date} onChange={(change) => setDate(change.target.value)} style={{ width: 170 }} />
          <Button
            size="small"
            type="primary"
            disabled={!date || busy}
            onClick={() => {
              onEditDate(date);
              setEditing(false);
            }}
          >
            Save date
          </Button>
          <Button size="small" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Flex>
      ) : (
        <Flex gap={8} wrap style={{ marginTop: 4 }}>
          {deadline.state === 'proposed' && decidable ? (
            <>
              <Button size="small" type="primary" disabled={busy} onClick={() => onAccept(false)} data-testid="chain-deadline-accept">
                Accept
              </Button>
              <Button size="small" disabled={busy} onClick={() => onAccept(true)}>
                Accept, and always for this rule
              </Button>
              <Button size="small" disabled={busy} onClick={onDismiss}>
                Decline
              </Button>
            </>
          ) : null}
          {deadline.state !== 'dismissed' && !deadline.completed ? (
            <Button size="small" disabled={busy} onClick={() => setEditing(true)} data-testid="chain-deadline-edit">
              Change date
            </Button>
          ) : null}
        </Flex>
      )}
    </li>
  );
}
