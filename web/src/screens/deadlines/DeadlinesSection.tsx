import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../api/ApiError';
import { ChainCard } from './ChainCard';
import { deadlineKeys } from './state/deadlineKeys';
import { useChainDecisions, useChainsForEvent } from './state/useDeadlineChains';
import './deadlines.css';

/** "Deadlines that follow" a hearing: the chains its notice set off, in the event's drawer. */
export function DeadlinesSection({ eventId, zone }: { eventId: string; zone: string }) {
  const chains = useChainsForEvent(eventId);
  const decisions = useChainDecisions(deadlineKeys.forEvent(eventId));
  return (
    <section aria-labelledby={`deadlines-${eventId}`} data-testid="deadlines-section">
      <Typography.Title level={5} id={`deadlines-${eventId}`} style={{ marginTop: 0 }}>
        Deadlines that follow
      </Typography.Title>
      {chains.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : chains.error ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the deadlines"
          description={errorMessage(chains.error)}
          action={
            <Button size="small" onClick={() => void chains.refetch()}>
              Try again
            </Button>
          }
        />
      ) : chains.data.length === 0 ? (
        <Typography.Text type="secondary" data-testid="deadlines-empty">
          No deadlines follow from this hearing: none of the rules covers its hearing type, or its notice has not been analysed.
        </Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {chains.data.map((chain) => (
            <ChainCard key={chain.id} chain={chain} zone={zone} decisions={decisions} />
          ))}
        </Flex>
      )}
    </section>
  );
}
