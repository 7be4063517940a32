import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { splitAgenda } from '../../domain/dashboard/agenda';
import { checklistOf } from '../../domain/dashboard/checklist';
import { dayWindow } from '../../domain/dashboard/day-window';
import { DASHBOARD_LIST_LIMIT, type Dashboard } from '../../domain/dashboard/types';
import { newMailSince } from '../../domain/dashboard/visits';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { waitingChains } from '../deadlines/waiting';
import { taskTimeZone } from '../tasks/time-zone';
import { analysedMail, checklistFacts, dueTasks, failedRuns, pendingApprovals, weekDeadlines, weekHearings } from './parts';
import { DashboardReply, EmptyBody } from './schemas';
import { dismissChecklist, visitDashboard } from './visits';

/** The signed-in person's day: hearings and deadlines, approvals, deadlines to review, tasks due, new analysed mail, failed runs, the first-run checklist. */
export const dashboardArea: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['dashboard'];
  const security = [{ session: [] }];

  app.get(
    '/api/dashboard',
    { schema: { tags, security, description: 'Reading the dashboard records a visit (coming back within 30 minutes is the same visit).', response: { 200: DashboardReply, ...commonErrors } } },
    async (request): Promise<Dashboard> => {
      const userId = requireUserId(request);
      const now = new Date();
      const zone = await taskTimeZone(db, userId);
      const window = dayWindow(now, zone);
      const visit = await visitDashboard(db, userId, now);
      const { since, firstVisit } = newMailSince(visit, now);
      const [hearings, deadlines, approvals, toReview, tasks, mail, runs, facts] = await Promise.all([
        weekHearings(db, userId, window, zone),
        weekDeadlines(db, userId, window),
        pendingApprovals(db, userId),
        waitingChains(db, userId, DASHBOARD_LIST_LIMIT),
        dueTasks(db, userId, window, now),
        analysedMail(db, userId, since),
        failedRuns(db, userId, now),
        checklistFacts(db, userId),
      ]);
      return {
        timeZone: zone,
        today: window.today,
        lastDayOfWeek: window.lastDayOfWeek,
        agenda: splitAgenda([...hearings, ...deadlines], window),
        approvals,
        deadlinesToReview: { count: toReview.count, items: toReview.chains },
        tasks,
        mail: { ...mail, since: since.toISOString(), firstVisit },
        failedRuns: runs,
        checklist: checklistOf(facts, visit.checklistDismissed),
      };
    },
  );

  app.post(
    '/api/dashboard/checklist/dismiss',
    { schema: { tags, security, body: EmptyBody, response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      await dismissChecklist(db, requireUserId(request), new Date());
      return reply.status(204).send(null);
    },
  );
};
