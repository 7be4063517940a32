import type { WaitingChain } from '../../../api/deadlines';
import { useReviewDecisions } from '../state/useReviewDecisions';
import { WaitingChainItem } from './WaitingChainItem';
import './review.css';

/** Chains waiting for the person, each decided from here. */
export function WaitingChainList({ chains, label, highlightId = null }: { chains: readonly WaitingChain[]; label: string; highlightId?: string | null }) {
  const decisions = useReviewDecisions();
  return (
    <ul className="review-list" aria-label={label} data-testid="review-chains">
      {chains.map((chain) => (
        <WaitingChainItem key={chain.id} chain={chain} decisions={decisions} highlighted={chain.id === highlightId} />
      ))}
    </ul>
  );
}
