/** The notification of a chain waiting for a person, and where it can be decided. */

/** The Audit Queue's "Deadlines to review" filter; `chain` marks the one the notification is about. */
export const DEADLINES_TO_REVIEW_PATH = '/audit?show=deadlines';
export const reviewLinkFor = (chainId: string) => `${DEADLINES_TO_REVIEW_PATH}&chain=${encodeURIComponent(chainId)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Dec 14, 2026" for a 'YYYY-MM-DD' day; the text itself when it is not one. */
export function civilDayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : day;
}

export interface ChainForNotice {
  id: string;
  hearingType: string | null;
  hearingTitle: string;
  caseNumber: string | null;
  triggerDate: string;
  sourceSubject: string | null;
}

export function chainReviewNotification(chain: ChainForNotice, proposedCount: number): { title: string; message: string; link: string } {
  const hearing = chain.hearingType?.trim() || chain.hearingTitle || 'Hearing';
  const matter = chain.caseNumber ? ` (${chain.caseNumber})` : '';
  const count = proposedCount === 1 ? '1 deadline follows' : `${proposedCount} deadlines follow`;
  const from = chain.sourceSubject?.trim() ? ` Proposed from “${chain.sourceSubject.trim()}”.` : '';
  return {
    title: `Deadlines to review: ${hearing} on ${civilDayText(chain.triggerDate)}${matter}`,
    message: `${count} from this hearing and ${proposedCount === 1 ? 'waits for you to accept or decline it' : 'wait for you to accept or decline them'}.${from}`,
    link: reviewLinkFor(chain.id),
  };
}
