import type { AutomationDetail } from '../../../../../domain/automation/contract';
import { SchedulePanel } from './SchedulePanel';
import { WebhookPanel } from './WebhookPanel';

/** What an outside caller or the clock needs to know about the saved version's trigger. */
export function TriggerInfo({ automation }: { automation: AutomationDetail }) {
  if (automation.triggerType === 'trigger.webhook') return <WebhookPanel automationId={automation.id} />;
  if (automation.triggerType === 'trigger.schedule') {
    // A new version may change the schedule: it is loaded again for each version.
    return <SchedulePanel automationId={automation.id} version={automation.currentVersion} active={automation.status === 'active'} />;
  }
  return null;
}
