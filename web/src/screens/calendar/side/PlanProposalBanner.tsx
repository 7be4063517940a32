import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { fetchLatestPlan, type TimeBlockPlan } from '../../../api/planning';
import { planningKeys } from '../../enhancements/state/planningKeys';

function summary(plan: TimeBlockPlan): string {
  const moved = plan.changes.length;
  const parts = [moved > 0 ? `${moved} focus ${moved === 1 ? 'block moves' : 'blocks move'}` : `${plan.blocks.length} focus ${plan.blocks.length === 1 ? 'block' : 'blocks'}`];
  if (plan.atRisk.length > 0) parts.push(`${plan.atRisk.length} ${plan.atRisk.length === 1 ? 'task is' : 'tasks are'} at risk`);
  return `${parts.join(', ')}. Nothing changes on your calendar until you accept it.`;
}

/**
 * Says on the calendar that a new focus-time plan is proposed (e.g. after a hearing moved), with the way
 * to review it; a live `planning.changed` brings it, no polling.
 */
export function PlanProposalBanner() {
  const latest = useQuery({ queryKey: planningKeys.latest(), queryFn: ({ signal }) => fetchLatestPlan(signal) });
  const navigate = useNavigate();
  const plan = latest.data;
  if (!plan || plan.status !== 'proposed') return null;
  return (
    <Alert
      type="info"
      showIcon
      title={plan.replacesPlanId ? 'Your calendar changed: a new focus-time plan is ready' : 'A focus-time plan is ready'}
      description={summary(plan)}
      action={
        <Button type="primary" onClick={() => void navigate('/enhancements')}>
          Review the plan
        </Button>
      }
      data-testid="plan-proposal-banner"
    />
  );
}
