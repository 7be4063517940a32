import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../api/ApiError';
import { WaitingChainList } from '../deadlines/review/WaitingChainList';
import type { useWaitingChains } from '../deadlines/state/useWaitingChains';

/** The Audit Queue's "Deadlines to review": every chain proposed from a notice that waits to be accepted or declined. */
export function DeadlinesToReview({ waiting, highlightId }: { waiting: ReturnType<typeof useWaitingChains>; highlightId: string | null }) {
  return (
    <section className="audit-review" aria-labelledby="audit-review-heading" data-testid="audit-deadlines-to-review">
      <Typography.Title level={3} id="audit-review-heading" style={{ fontSize: 16, marginTop: 0 }}>
        Deadlines to review
      </Typography.Title>
      {waiting.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} aria-busy="true" />
      ) : waiting.isError && !waiting.data ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the deadlines to review"
          description={errorMessage(waiting.error)}
          action={
            <Button size="small" onClick={() => void waiting.refetch()}>
              Try again
            </Button>
          }
          data-testid="audit-review-error"
        />
      ) : waiting.data.chains.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No proposed deadlines wait for you. When an analysed notice sets a hearing, its deadlines appear here." />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Accepting puts the deadlines on your Deadlines calendar and in your tasks; declining adds nothing. Open the hearing to accept some and not others, or to see why each date.
          </Typography.Paragraph>
          <WaitingChainList chains={waiting.data.chains} label="Deadline chains waiting for you" highlightId={highlightId} />
          {waiting.data.count > waiting.data.chains.length ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {waiting.data.count - waiting.data.chains.length} more wait; they appear here as these are decided.
            </Typography.Paragraph>
          ) : null}
        </>
      )}
    </section>
  );
}
