/** A team member as the mention finder needs them. */
export interface Mentionable {
  userId: string;
  fullName: string | null;
  email: string;
}

const WORD = /[\p{L}\p{N}_.-]/u;

/** The names a member can be mentioned by: `@Full Name` and `@local-part` of the e-mail. */
function handlesOf(member: Mentionable): string[] {
  const handles = [member.email.split('@')[0] ?? ''];
  const name = member.fullName?.trim().replace(/\s+/g, ' ');
  if (name) handles.push(name);
  return handles.filter((handle) => handle.length > 0).map((handle) => handle.toLowerCase());
}

/**
 * The ids of the members mentioned in a message, in order of first mention. At each `@` (not
 * inside a word, so addresses are not mentions) the longest handle that ends at a word boundary wins.
 */
export function findMentions(content: string, members: readonly Mentionable[]): string[] {
  const candidates = members
    .flatMap((member) => handlesOf(member).map((handle) => ({ handle, userId: member.userId })))
    .sort((a, b) => b.handle.length - a.handle.length);
  const lower = content.toLowerCase();
  const found: string[] = [];
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    const before = at > 0 ? content[at - 1] : '';
    if (before && WORD.test(before)) continue;
    const rest = lower.slice(at + 1);
    const hit = candidates.find(({ handle }) => rest.startsWith(handle) && !endsInsideWord(rest, handle.length));
    if (hit && !found.includes(hit.userId)) found.push(hit.userId);
  }
  return found;
}

function endsInsideWord(rest: string, length: number): boolean {
  const next = rest[length];
  if (next === undefined) return false;
  // A trailing full stop ends the sentence, not the handle ("thanks @maria.").
  if (next === '.' || next === '-') return rest[length + 1] !== undefined && WORD.test(rest[length + 1] ?? '');
  return WORD.test(next);
}
