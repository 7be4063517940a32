import { useState } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { DateTime } from 'luxon';
import { errorMessage } from '../../api/ApiError';
import type { DeadlineChange } from '../../api/deadlines';
import { dayText } from './dateText';
import { useChainChanges } from './state/useDeadlineChains';

const ACTION_TEXT: Record<DeadlineChange['action'], string> = {
  proposed: 'Proposed',
  accepted: 'Accepted',
  dismissed: 'Declined',
  hearing_moved: 'Hearing moved',
  moved: 'Moved',
  kept: 'Kept its date',
  edited: 'Date changed by hand',
  reschedule_applied: 'Reschedule applied',
  reschedule_discarded: 'Reschedule discarded',
  recomputed: 'Recomputed',
};

function line(change: DeadlineChange): string {
  const what = change.title ? `${ACTION_TEXT[change.action]}: ${change.title}` : ACTION_TEXT[change.action];
  const dates = change.oldDate && change.newDate && change.oldDate !== change.newDate ? ` (${dayText(change.oldDate)} → ${dayText(change.newDate)})` : change.newDate ? ` (${dayText(change.newDate)})` : '';
  return `${what}${dates}${change.note ? ` — ${change.note}` : ''}`;
}

/** The chain's change log, fetched when opened. */
export function ChangeLog({ chainId, zone }: { chainId: string; zone: string }) {
  const [open, setOpen] = useState(false);
  const changes = useChainChanges(chainId, open);
  return (
    <div>
      <Button type="link" size="small" style={{ paddingInline: 0 }} aria-expanded={open} onClick={() => setOpen(!open)} data-testid="chain-change-log-toggle">
        {open ? 'Hide the change log' : 'Show the change log'}
      </Button>
      {!open ? null : changes.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : changes.error ? (
        <Alert type="error" showIcon title="Could not load the change log" description={errorMessage(changes.error)} />
      ) : changes.data.length === 0 ? (
        <Typography.Text type="secondary">No changes yet.</Typography.Text>
      ) : (
        <ul className="deadline-plain-list" data-testid="chain-change-log">
          {changes.data.map((change) => (
            <li key={change.id}>
              <Typography.Text type="secondary">
                {DateTime.fromISO(change.at, { zone }).toFormat('LLL d, h:mm a')} · {change.by === 'person' ? 'you' : 'analysis'}
              </Typography.Text>{' '}
              {line(change)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
