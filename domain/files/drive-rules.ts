/** The drive's naming rules and the words it answers with; shared by the API and the drive screen. */
export const DRIVE_NAME_MAX_LENGTH = 255;

export const DRIVE_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `A name can be at most ${DRIVE_NAME_MAX_LENGTH} characters.`,
  nameHasSlash: 'A name cannot contain "/".',
  nameHasNul: 'A name cannot contain a NUL character.',
  folderNotFound: 'Folder not found',
  itemNotFound: 'File or folder not found',
  moveIntoItself: 'A folder cannot be moved into itself or into one of its own folders.',
  parentNotFolder: 'Only a folder can hold files and folders.',
  googleFailed: 'Google Drive did not answer the request. Try again in a moment.',
  googleAuthExpired: 'Google no longer accepts the stored sign-in. Link your Google account again in Mail.',
  googleScopeMissing: 'Google refused to list your files: the link was made without permission to read Drive. Link your Google account again in Mail.',
} as const;

/** The trimmed name, or the reason it cannot be used (blank, longer than 255, containing '/' or NUL). */
export function checkDriveName(raw: string): { ok: true; name: string } | { ok: false; message: string } {
  const name = raw.trim();
  if (!name) return { ok: false, message: DRIVE_MESSAGES.nameRequired };
  if (name.length > DRIVE_NAME_MAX_LENGTH) return { ok: false, message: DRIVE_MESSAGES.nameTooLong };
  if (name.includes('/')) return { ok: false, message: DRIVE_MESSAGES.nameHasSlash };
  if (name.includes('\u0000')) return { ok: false, message: DRIVE_MESSAGES.nameHasNul };
  return { ok: true, name };
}
