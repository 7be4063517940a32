import { drive, type drive_v3 } from 'googleapis/build/src/apis/drive/index.js';
import { DRIVE_MESSAGES } from '../../domain/files/drive-rules';
import type { GoogleDriveFileView } from '../../domain/files/drive-views';
import { googleErrorStatus, googleServiceOptions } from '../mail/gmail/google-oauth';
import { createGoogleSession, GoogleAuthError } from '../mail/gmail/google-session';
import { findLinkedGoogleAccount } from '../mail/gmail/linked-google-account';
import type { MailDeps } from '../mail/mail-deps';

export const GOOGLE_DRIVE_PAGE_SIZE = 50;
const FILE_FIELDS = 'id,name,mimeType,modifiedTime,size,webViewLink,iconLink';

export interface GoogleDriveListing {
  files: GoogleDriveFileView[];
  nextPageToken: string | null;
}

export interface GoogleDriveClient {
  /** One page of the files not in Google's trash (metadata only: drive.metadata.readonly). */
  listFiles(query?: { pageToken?: string; pageSize?: number }): Promise<GoogleDriveListing>;
}

/** A failed Google Drive call, with a message a person can act on; status is Google's (null: no reply). */
export class GoogleDriveError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'GoogleDriveError';
  }
}

/** The Drive API of the user's first connected Google account, or null when none is linked (or Google is not configured). */
export async function openUserGoogleDrive(deps: MailDeps, userId: string): Promise<GoogleDriveClient | null> {
  if (!deps.google) return null;
  const google = deps.google;
  const account = await findLinkedGoogleAccount(deps, userId);
  if (!account) return null;
  const session = createGoogleSession({ ...account, google });
  const api = drive({ version: 'v3', ...googleServiceOptions(google, session.auth) });
  return {
    async listFiles({ pageToken, pageSize = GOOGLE_DRIVE_PAGE_SIZE } = {}) {
      try {
        await session.ensureFreshToken();
        const { data } = await api.files.list({
          pageSize,
          q: 'trashed = false',
          fields: `nextPageToken,files(${FILE_FIELDS})`,
          ...(pageToken ? { pageToken } : {}),
        });
        return { files: (data.files ?? []).map(toFileView), nextPageToken: data.nextPageToken ?? null };
      } catch (error) {
        throw toDriveError(error);
      }
    },
  };
}

function toFileView(file: drive_v3.Schema$File): GoogleDriveFileView {
  const size = file.size ? Number(file.size) : null;
  return {
    id: file.id ?? '',
    name: file.name ?? '',
    mimeType: file.mimeType ?? 'application/octet-stream',
    modifiedTime: file.modifiedTime ?? null,
    sizeBytes: size !== null && Number.isSafeInteger(size) ? size : null,
    webViewLink: file.webViewLink ?? null,
    iconLink: file.iconLink ?? null,
  };
}

function toDriveError(error: unknown): GoogleDriveError {
  if (error instanceof GoogleAuthError) return new GoogleDriveError(DRIVE_MESSAGES.googleAuthExpired, 401);
  const status = googleErrorStatus(error);
  if (status === 401) return new GoogleDriveError(DRIVE_MESSAGES.googleAuthExpired, status);
  if (status === 403 && !isRateLimit(error)) return new GoogleDriveError(DRIVE_MESSAGES.googleScopeMissing, status);
  return new GoogleDriveError(DRIVE_MESSAGES.googleFailed, status);
}

/** Google also answers 403 when a rate limit is hit; that is no missing permission. */
function isRateLimit(error: unknown): boolean {
  const data = (error as { response?: { data?: { error?: { errors?: Array<{ reason?: unknown }> } } } }).response?.data;
  return (data?.error?.errors ?? []).some((entry) => entry.reason === 'rateLimitExceeded' || entry.reason === 'userRateLimitExceeded');
}
