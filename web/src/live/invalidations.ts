import type { QueryKey } from '@tanstack/react-query';
import type { LiveEvent, LiveEventType } from '../../../domain/live/events';
import { notificationsKeys, stickyNotesKeys } from '../layout/topbar/notificationsKeys';
import { agentKeys } from '../screens/agents/state/agentKeys';
import { assistantTriggerKeys } from '../screens/assistant-triggers/useAssistantTriggers';
import { auditKeys } from '../screens/audit/state/auditKeys';
import { automationKeys } from '../screens/automation/state/keys';
import { calendarKeys } from '../screens/calendar/state/calendarKeys';
import { dashboardKeys } from '../screens/dashboard/dashboardKeys';
import { deadlineKeys } from '../screens/deadlines/state/deadlineKeys';
import { planningKeys } from '../screens/enhancements/state/planningKeys';
import { knowledgeKeys } from '../screens/knowledge/state/knowledgeKeys';
import { matterLinkKeys } from '../screens/knowledge/matter-links/useMatterLinks';
import { learningKeys } from '../screens/learning/state/learningKeys';
import { legalKeys } from '../screens/legal/state/legalKeys';
import { notebooksKeys } from '../screens/notebooks/state/notebooksKeys';
import { taskKeys } from '../screens/tasks/state/taskKeys';
import { teamsKeys } from '../screens/teams/state/teamsKeys';

/**
 * The one table of what each live event makes stale: the query keys to invalidate (TanStack Query then
 * refetches those on screen and marks the others stale). A subject may be empty ("several changed"),
 * so every rule that narrows by an id falls back to the whole area.
 */

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

type Rule = (subject: Record<string, unknown>) => readonly QueryKey[];

export const LIVE_INVALIDATIONS: Readonly<Record<LiveEventType, Rule>> = {
  // The queue, its pending count (the sidebar badge), the run waiting on an approval, and agents' metrics.
  'audit.changed': () => [auditKeys.all, automationKeys.runDetails(), agentKeys.all, dashboardKeys.all],
  'run.changed': (subject) => {
    const runId = text(subject.runId);
    const automationId = text(subject.automationId);
    // An assistant trigger's recent answers are automation runs too.
    if (!runId || !automationId) return [automationKeys.all, assistantTriggerKeys.all, dashboardKeys.all];
    return [
      automationKeys.run(runId),
      automationKeys.automation(automationId),
      automationKeys.list(),
      automationKeys.rules(),
      assistantTriggerKeys.all,
      dashboardKeys.all,
    ];
  },
  // The analysis panel follows its message through useLiveEvent; a hearing it made arrives as calendar.changed.
  // A matter's page lists the mail, hearings and tasks that carry its case numbers.
  'analysis.changed': () => [dashboardKeys.all, matterLinkKeys.all],
  // A hearing that moved moves its deadline chains' trigger date.
  'calendar.changed': () => [calendarKeys.all, deadlineKeys.all, matterLinkKeys.all],
  'tasks.changed': () => [taskKeys.all, planningKeys.openTasks(), dashboardKeys.all, matterLinkKeys.all],
  // Chains waiting for review are counted in the sidebar badge with the audit queue's approvals.
  'deadlines.changed': () => [deadlineKeys.all, dashboardKeys.all, auditKeys.waitingCount(), matterLinkKeys.all],
  'planning.changed': () => [planningKeys.all],
  'knowledge.changed': (subject) =>
    // While a document is being read only its progress moves; search results change once it is ready.
    subject.status === 'pending' ? [knowledgeKeys.documents(), knowledgeKeys.processing()] : [knowledgeKeys.all],
  'team.changed': () => [teamsKeys.all],
  'team.message': () => [teamsKeys.all],
  'notification.added': () => [notificationsKeys.all],
  'notifications.changed': () => [notificationsKeys.all],
  'sticky-notes.changed': () => [stickyNotesKeys.all],
  'notebook.changed': () => [notebooksKeys.all],
  'agents.changed': () => [agentKeys.all],
  // An accepted suggestion also made an automation.
  'learning.changed': () => [learningKeys.all, automationKeys.list()],
  'legal.changed': () => [legalKeys.all],
};

export function keysToInvalidate(event: Pick<LiveEvent, 'type' | 'subject'>): readonly QueryKey[] {
  return LIVE_INVALIDATIONS[event.type](event.subject);
}

/**
 * Gathers the keys of a burst of events and invalidates each once when the burst is over (a refetch
 * started by the first event would otherwise be cancelled and started again by each following one).
 */
export function createInvalidationBatcher(
  invalidate: (key: QueryKey) => void,
  delayMs = 50,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
): { add(keys: readonly QueryKey[]): void; flush(): void } {
  const pending = new Map<string, QueryKey>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const keys = [...pending.values()];
    pending.clear();
    // A key already covered by a shorter one of the same burst is left out.
    for (const key of keys) {
      if (keys.some((other) => other !== key && other.length < key.length && other.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index])))) continue;
      invalidate(key);
    }
  };
  return {
    add(keys) {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      if (keys.length === 0 || scheduled) return;
      scheduled = true;
      schedule(flush, delayMs);
    },
    flush,
  };
}
