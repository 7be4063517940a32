import { randomBytes } from 'node:crypto';
import { googleError, ok, type FakeRoute } from './fake-google-http';

/** A file as Drive v3 stores it (size is an int64 written as a string, as Google sends it). */
export interface FakeDriveFile {
  kind: 'drive#file';
  id: string;
  name: string;
  mimeType: string;
  modifiedTime: string;
  size?: string;
  webViewLink: string;
  iconLink: string;
  trashed: boolean;
}

/** Google Drive in memory: the user's files, including trashed ones. */
export class FakeDrive {
  readonly files: FakeDriveFile[] = [];

  add(file: Partial<FakeDriveFile> & { name: string; mimeType: string }): FakeDriveFile {
    const id = file.id ?? randomBytes(14).toString('base64url');
    const stored: FakeDriveFile = {
      kind: 'drive#file',
      id,
      modifiedTime: new Date().toISOString(),
      webViewLink: `https://drive.google.com/file/d/${id}/view?usp=drivesdk`,
      iconLink: `https://drive-thirdparty.googleusercontent.com/16/type/${file.mimeType}`,
      trashed: false,
      ...file,
    };
    this.files.push(stored);
    return stored;
  }
}

/**
 * Drive v3 files.list (https://developers.google.com/drive/api/reference/rest/v3/files/list): pageSize
 * (1–1000, default 100), an opaque pageToken, the one query the app sends ("trashed = false"), and
 * partial replies by `fields` ("nextPageToken,files(id,name)") as Google gives them.
 */
export function fakeDriveRoutes(drive: FakeDrive): FakeRoute[] {
  return [
    {
      method: 'GET',
      pattern: /^\/drive\/v3\/files$/,
      handle: ({ query }) => {
        const q = query.get('q');
        if (q !== null && q.replace(/\s+/g, ' ').trim() !== 'trashed = false') return { status: 400, body: googleError(400, `The fake knows only q "trashed = false", not ${q}`) };
        const size = Number(query.get('pageSize') ?? 100);
        if (!Number.isInteger(size) || size < 1 || size > 1000) return { status: 400, body: googleError(400, 'Invalid value for pageSize') };
        const token = query.get('pageToken');
        const start = token ? Number(Buffer.from(token, 'base64url').toString('utf8')) : 0;
        if (!Number.isInteger(start) || start < 0) return { status: 400, body: googleError(400, 'Invalid page token') };
        const all = drive.files.filter((file) => q === null || !file.trashed);
        const page = all.slice(start, start + size);
        const nextPageToken = start + size < all.length ? Buffer.from(String(start + size)).toString('base64url') : undefined;
        const full = { kind: 'drive#fileList', ...(nextPageToken ? { nextPageToken } : {}), incompleteSearch: false, files: page };
        return ok(partialReply(full, query.get('fields')));
      },
    },
  ];
}

/** Google's partial response: only the top-level fields named, and within files(...) only those file fields. */
function partialReply(full: Record<string, unknown> & { files: FakeDriveFile[] }, fields: string | null): Record<string, unknown> {
  if (!fields) return full;
  const fileFields = /files\(([^)]*)\)/.exec(fields)?.[1]?.split(',').map((field) => field.trim());
  const topLevel = fields.replace(/files\([^)]*\)/, 'files').split(',').map((field) => field.trim());
  const reply: Record<string, unknown> = {};
  for (const key of topLevel) {
    if (!(key in full)) continue;
    reply[key] = key === 'files' && fileFields ? full.files.map((file) => pick(file, fileFields)) : full[key];
  }
  return reply;
}

function pick(file: FakeDriveFile, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in file).map((key) => [key, file[key as keyof FakeDriveFile]]));
}
