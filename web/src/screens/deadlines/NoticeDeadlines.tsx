import { Alert, Button, Divider, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { itemLinks } from '../../../../domain/search/links';
import { errorMessage } from '../../api/ApiError';
import { useUserTimeZone } from '../../settings/useUserTimeZone';
import { ChainCard } from './ChainCard';
import { deadlineKeys } from './state/deadlineKeys';
import { useChainDecisions, useChainsForNotice } from './state/useDeadlineChains';
import './deadlines.css';

/**
 * In a notice's analysis panel: the deadline chains this notice proposed, with why each date and the same
 * decisions as the hearing's drawer. Nothing at all for a message that proposed none.
 */
export function NoticeDeadlines({ accountId, messageId }: { accountId: string; messageId: string }) {
  const zone = useUserTimeZone();
  const chains = useChainsForNotice(accountId, messageId);
  const decisions = useChainDecisions(deadlineKeys.forNotice(accountId, messageId));
  if (chains.isPending || (chains.data && chains.data.length === 0)) {
    return chains.isPending ? <Skeleton active title={false} paragraph={{ rows: 2 }} aria-label="Loading the deadlines of this notice" /> : null;
  }
  return (
    <section aria-labelledby={`notice-deadlines-${messageId}`} data-testid="notice-deadlines">
      <Divider titlePlacement="start" plain style={{ margin: '0 0 8px' }}>
        <span id={`notice-deadlines-${messageId}`}>Deadlines proposed from this notice</span>
      </Divider>
      {chains.error && !chains.data ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the deadlines of this notice"
          description={errorMessage(chains.error)}
          action={
            <Button size="small" onClick={() => void chains.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={12}>
          {chains.data!.map((chain) => (
            <Flex key={chain.id} vertical gap={4}>
              <ChainCard chain={chain} zone={zone} decisions={decisions} />
              {chain.hearingEventId ? (
                <Typography.Text type="secondary">
                  <Link to={itemLinks.calendarEvent(chain.hearingEventId, chain.triggerDate)}>Open the hearing on the calendar</Link>
                </Typography.Text>
              ) : null}
            </Flex>
          ))}
        </Flex>
      )}
    </section>
  );
}
