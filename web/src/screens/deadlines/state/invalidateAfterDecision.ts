import type { QueryClient } from '@tanstack/react-query';
import { notificationsKeys } from '../../../layout/topbar/notificationsKeys';
import { auditKeys } from '../../audit/state/auditKeys';
import { calendarKeys } from '../../calendar/state/calendarKeys';
import { dashboardKeys } from '../../dashboard/dashboardKeys';
import { planningKeys } from '../../enhancements/state/planningKeys';
import { taskKeys } from '../../tasks/state/taskKeys';
import { deadlineKeys } from './deadlineKeys';

/**
 * After a decision on a chain, from any screen: every place that lists chains (hearing drawer, notice,
 * dashboard, Audit Queue and its badge, the notification) and what accepting made (events, tasks, plans).
 * Other tabs hear it as `deadlines.changed` on the live channel.
 */
export function invalidateAfterDecision(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [deadlineKeys.all, dashboardKeys.all, auditKeys.waitingCount(), notificationsKeys.all, calendarKeys.events(), taskKeys.all, planningKeys.all].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}
