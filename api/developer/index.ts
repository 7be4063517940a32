import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DatabaseDriver } from '../../db/connection';
import type { AreaOptions } from '../area-options';
import { findOwnAccount } from '../mail/accounts';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { diagnoseMailbox } from './email-debug';
import { runLaunchTest } from './launch-test';
import { EmailDebugParams, EmailDebugReply, LaunchTestReply } from './schemas';

/** The developer pages' requests: the readiness checklist and the mail diagnostics. */
export const developerArea: FastifyPluginAsyncTypebox<AreaOptions & { driver: DatabaseDriver }> = async (app, options) => {
  const tags = ['developer'];
  const security = [{ session: [] }];

  app.get(
    '/api/launch-test',
    { schema: { tags, security, summary: 'The readiness checklist, run now against the live system', response: { 200: LaunchTestReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      return { checkedAt: new Date().toISOString(), checks: await runLaunchTest(options, userId) };
    },
  );

  app.get(
    '/api/developer/email/:accountId',
    {
      schema: {
        tags,
        security,
        summary: 'Opens one of your mailboxes, lists its folders and reads the first inbox page, timing each step',
        params: EmailDebugParams,
        response: { 200: EmailDebugReply, ...commonErrors },
      },
    },
    async (request) => {
      const account = await findOwnAccount(options.db, requireUserId(request), request.params.accountId);
      return {
        account: { id: account.id, provider: account.provider, email: account.email, name: account.name, connected: account.connected },
        steps: await diagnoseMailbox(options, account),
      };
    },
  );
};
