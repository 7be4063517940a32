import { useEffect, useRef } from 'react';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, WarningOutlined } from '@ant-design/icons';
import type { AuditEntry } from '../../api/auditTypes';
import { entryActionLabel, entrySummary } from './entrySummary';
import { AUDIT_STATUS_VISUALS } from './auditVisuals';
import type { DecisionRef } from './state/decisionActors';
import { useDecision } from './state/useDecision';

/** Approve and Reject for a pending entry, with the outcome of the last attempt. */
export function DecisionButtons({ entry, decision }: { entry: AuditEntry; decision: DecisionRef | undefined }) {
  const { open, deciding, decided, error, draft, send } = useDecision(decision);
  const buttons = useRef<HTMLDivElement>(null);
  const outcome = useRef<HTMLSpanElement>(null);
  /** Whether keyboard focus was on these buttons when the decision was asked for: it must not fall to the page. */
  const hadFocus = useRef(false);
  const decide = (type: 'APPROVE' | 'REJECT') => {
    hadFocus.current = buttons.current?.contains(document.activeElement) ?? false;
    send({ type });
  };

  useEffect(() => {
    if (!decided || !hadFocus.current) return;
    hadFocus.current = false;
    // On to the next entry that waits.
    const row = outcome.current?.closest('tr');
    let next = row?.nextElementSibling ?? null;
    while (next) {
      const target = next.querySelector<HTMLButtonElement>('[data-testid="audit-approve"]:not([disabled])');
      if (target) {
        target.focus();
        return;
      }
      next = next.nextElementSibling;
    }
    // Else this entry's own "details" button, which stays when the row turns from pending to decided.
    const opener = row?.querySelector<HTMLButtonElement>('[data-testid="audit-expand"]');
    if (opener) opener.focus();
    else outcome.current?.focus();
  }, [decided]);

  if (entry.status !== 'pending') return null;
  if (decided) {
    return (
      <Typography.Text type="secondary" data-testid="audit-decided">
        <span ref={outcome} tabIndex={-1} role="status">
          {AUDIT_STATUS_VISUALS[decided].label}…
        </span>
      </Typography.Text>
    );
  }
  const locked = !open || deciding;
  return (
    <Flex ref={buttons} gap={6} align="center" justify="flex-end" wrap onClick={(event) => event.stopPropagation()}>
      {error ? (
        <Tooltip title={error}>
          <WarningOutlined style={{ color: 'var(--ws-error)' }} aria-label={`Not decided: ${error}`} data-testid="audit-decision-error" />
        </Tooltip>
      ) : null}
      {draft ? (
        <Tooltip title="You edited this reply: approving sends your version">
          <EditOutlined aria-label="Edited" />
        </Tooltip>
      ) : null}
      <Button
        size="small"
        type="primary"
        icon={<CheckOutlined />}
        disabled={locked}
        loading={deciding}
        onClick={() => decide('APPROVE')}
        aria-label={`Approve: ${entryActionLabel(entry)}, ${entrySummary(entry)}`}
        data-testid="audit-approve"
      >
        Approve
      </Button>
      <Button size="small" danger icon={<CloseOutlined />} disabled={locked} onClick={() => decide('REJECT')} aria-label={`Reject: ${entryActionLabel(entry)}, ${entrySummary(entry)}`} data-testid="audit-reject">
        Reject
      </Button>
    </Flex>
  );
}
