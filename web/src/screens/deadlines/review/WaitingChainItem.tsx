import { useEffect, useId, useRef } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { itemLinks } from '../../../../../domain/search/links';
import type { WaitingChain } from '../../../api/deadlines';
import { dayText } from '../dateText';
import type { ReviewDecisions } from '../state/useReviewDecisions';

const hearingName = (chain: WaitingChain) => chain.hearingType?.trim() || chain.hearingTitle || 'Hearing';

/** One chain waiting for the person: the hearing, its case, the deadlines proposed with their dates, the notice it came from, Accept all and Decline. */
export function WaitingChainItem({ chain, decisions, highlighted = false }: { chain: WaitingChain; decisions: ReviewDecisions; highlighted?: boolean }) {
  const headingId = useId();
  const item = useRef<HTMLLIElement>(null);
  // Opened from its notification: the chain it is about is brought into view.
  useEffect(() => {
    if (highlighted) item.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const busy = decisions.accept.isPending || decisions.decline.isPending;
  const count = chain.proposed.length;
  return (
    <li ref={item} className={`review-chain${highlighted ? ' is-highlighted' : ''}`} data-testid="review-chain" data-chain-id={chain.id}>
      <Flex justify="space-between" gap={8} wrap align="baseline">
        <Typography.Text strong id={headingId}>
          {hearingName(chain)} on {dayText(chain.triggerDate)}
          {chain.caseNumber ? ` · ${chain.caseNumber}` : ''}
        </Typography.Text>
        {chain.acceptedCount > 0 ? <Tag>{chain.acceptedCount} already accepted</Tag> : null}
      </Flex>
      {chain.hearingTitle && chain.hearingTitle !== hearingName(chain) ? <Typography.Text type="secondary">{chain.hearingTitle}</Typography.Text> : null}
      <ul className="review-deadlines" aria-label={`Deadlines proposed for the ${hearingName(chain)}`}>
        {chain.proposed.map((deadline) => (
          <li key={deadline.id} data-testid="review-deadline" data-rule-id={deadline.ruleId}>
            <span className="review-date">{dayText(deadline.dueDate)}</span> {deadline.title}
            {deadline.kind === 'task' ? <Typography.Text type="secondary"> (a task)</Typography.Text> : null}
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" className="review-source" data-testid="review-source">
        {chain.source ? (
          <>
            Proposed from the notice{' '}
            <Link to={itemLinks.mailMessage(chain.source.accountId, 'INBOX', chain.source.messageId)} style={{ textDecoration: 'underline' }}>{chain.source.subject.trim() || 'without a subject'}</Link>
            {chain.source.from ? ` from ${chain.source.from}` : ''}
          </>
        ) : (
          'Proposed from the hearing on your calendar'
        )}
      </Typography.Text>
      <Flex gap={8} wrap align="center" className="review-actions">
        <Button
          type="primary"
          size="small"
          disabled={busy}
          loading={decisions.accept.isPending && decisions.accept.variables === chain.id}
          onClick={() => decisions.accept.mutate(chain.id)}
          aria-describedby={headingId}
          data-testid="review-accept"
        >
          {count === 1 ? 'Accept' : `Accept all ${count}`}
        </Button>
        <Button size="small" disabled={busy} onClick={() => decisions.decline.mutate(chain.id)} aria-describedby={headingId} data-testid="review-decline">
          Decline
        </Button>
        {chain.hearingEventId ? (
          <Link to={itemLinks.calendarEvent(chain.hearingEventId, chain.triggerDate)} aria-describedby={headingId} data-testid="review-open-hearing">
            Open the hearing to accept one by one
          </Link>
        ) : null}
      </Flex>
    </li>
  );
}
