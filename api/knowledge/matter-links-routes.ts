import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { taskTimeZone } from '../tasks/time-zone';
import type { MatterLinks } from '../../domain/knowledge/matter-links';
import { caseNumbersByFolder } from './matter-case-numbers';
import { caseNumberQuery, linkedEvents, linkedMail, linkedTasks } from './matter-links';
import { MatterLinksReply, MatterParams } from './matter-links-schemas';
import { requireMatter } from './scope';

/** A client matter's page: the mail, hearings and tasks linked to it by case number (the link runs matter → items only). */
export const matterLinksRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  app.get(
    '/api/knowledge/matters/:matterId/linked',
    { schema: { tags: ['knowledge'], security: [{ session: [] }], params: MatterParams, response: { 200: MatterLinksReply, ...commonErrors } } },
    async (request): Promise<MatterLinks> => {
      const userId = requireUserId(request);
      const { matterId } = request.params;
      await requireMatter(db, userId, matterId);
      const caseNumbers = (await caseNumbersByFolder(db, userId, matterId)).get(matterId) ?? [];
      const timeZone = await taskTimeZone(db, userId);
      if (caseNumbers.length === 0) {
        const none = { items: [], more: false };
        return { matterId, caseNumbers, timeZone, mail: none, events: none, tasks: none };
      }
      const query = caseNumberQuery(caseNumbers);
      const [mail, events, tasks] = await Promise.all([linkedMail(db, userId, query), linkedEvents(db, userId, query, timeZone), linkedTasks(db, userId, query)]);
      return { matterId, caseNumbers, timeZone, mail, events, tasks };
    },
  );
};
