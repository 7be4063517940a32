/** The automation's own fields as the user typed them → what is stored, or a 400 that says what to fix. */
import { HttpError } from '../http-error';

export const AUTOMATION_NAME_REQUIRED = 'Give the automation a name.';
export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;

export function automationName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new HttpError(400, 'name_required', AUTOMATION_NAME_REQUIRED);
  if (name.length > NAME_MAX_LENGTH) throw new HttpError(400, 'name_too_long', `Keep the name to ${NAME_MAX_LENGTH} characters or fewer.`);
  return name;
}

export function automationDescription(raw: string): string {
  const description = raw.trim();
  if (description.length > DESCRIPTION_MAX_LENGTH) throw new HttpError(400, 'description_too_long', `Keep the description to ${DESCRIPTION_MAX_LENGTH} characters or fewer.`);
  return description;
}

/**
 * An IANA zone such as 'Europe/Berlin', stored by its canonical name ('utc' → 'UTC', 'US/Pacific' →
 * 'America/Los_Angeles') because Temporal schedules need one; schedule triggers are read in it.
 */
export function automationTimeZone(raw: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: raw.trim() }).resolvedOptions().timeZone;
  } catch {
    throw new HttpError(400, 'invalid_time_zone', `Unknown time zone: ${raw}. Use an IANA zone such as America/Los_Angeles.`);
  }
}
