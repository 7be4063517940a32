import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GoogleDriveError, openUserGoogleDrive } from '../../activities/drive/google-drive';
import { MAX_FILE_BYTES } from '../../domain/files/limits';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { driveStats } from './drive-repository';
import { googleFailed } from './errors';
import { DebugReply, GoogleQuery, GoogleReply } from './schemas';

/** The linked Google account's Drive, read-only, and the drive's diagnostics. */
export const driveGoogleRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const tags = ['drive'];
  const security = [{ session: [] }];

  app.get(
    '/api/drive/google',
    {
      schema: {
        tags,
        security,
        summary: "One page of the linked Google account's Drive files (metadata only)",
        querystring: GoogleQuery,
        response: { 200: GoogleReply, ...commonErrors, 502: { ...ErrorReply, description: 'Google refused or failed the listing' } },
      },
    },
    async (request) => {
      const client = await openUserGoogleDrive(options, requireUserId(request));
      if (!client) return { linked: false, files: [], nextPageToken: null };
      try {
        const page = await client.listFiles(request.query.pageToken ? { pageToken: request.query.pageToken } : {});
        return { linked: true, ...page };
      } catch (error) {
        if (error instanceof GoogleDriveError) throw googleFailed(error.message);
        throw error;
      }
    },
  );

  app.get('/api/drive/debug', { schema: { tags, security, response: { 200: DebugReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const stats = await driveStats(options.db, userId);
    const client = await openUserGoogleDrive(options, userId);
    let google: { linked: boolean; scopeGranted: boolean; error?: string } = { linked: false, scopeGranted: false };
    if (client) {
      try {
        await client.listFiles({ pageSize: 1 });
        google = { linked: true, scopeGranted: true };
      } catch (error) {
        if (!(error instanceof GoogleDriveError)) throw error;
        google = { linked: true, scopeGranted: false, error: error.message };
      }
    }
    return { storage: { files: stats.files, bytes: stats.bytes, limitBytes: MAX_FILE_BYTES }, trash: { items: stats.trashItems }, google };
  });
};
