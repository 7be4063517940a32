import type { WaitingChain } from '../deadline-chains/waiting';
import type { Checklist } from './checklist';

/** GET /api/dashboard: the signed-in person's day. Instants are ISO strings; dates 'YYYY-MM-DD'. */
export interface AgendaItem {
  kind: 'hearing' | 'deadline';
  id: string;
  title: string;
  /** The instant it starts (hearings); null for a deadline, which falls on a date. */
  start: string | null;
  /** Its date in the person's zone. */
  date: string;
  allDay: boolean;
  caseNumber: string | null;
  hearingType: string | null;
  judge: string | null;
  location: string | null;
  /** A deadline's state in its chain ('accepted' or 'proposed'); null for hearings. */
  state: string | null;
  href: string;
}

export interface ApprovalItem {
  id: string;
  description: string;
  actionType: string;
  createdAt: string;
  expiresAt: string | null;
}

export interface DueTaskItem {
  id: string;
  title: string;
  priority: string;
  status: string;
  dueDate: string;
  overdue: boolean;
  href: string;
}

export interface AnalysedMailItem {
  id: string;
  subject: string | null;
  summary: string;
  priority: string;
  category: string;
  createdAt: string;
  href: string;
}

export interface FailedRunItem {
  id: string;
  automationId: string;
  automationName: string;
  error: string | null;
  startedAt: string;
  href: string;
}

export interface Dashboard {
  timeZone: string;
  today: string;
  lastDayOfWeek: string;
  agenda: { today: AgendaItem[]; laterThisWeek: AgendaItem[] };
  approvals: { count: number; items: ApprovalItem[] };
  /** Deadline chains proposed from analysed notices, waiting to be accepted or declined. */
  deadlinesToReview: { count: number; items: WaitingChain[] };
  tasks: { count: number; overdue: number; items: DueTaskItem[] };
  mail: { count: number; since: string; firstVisit: boolean; items: AnalysedMailItem[] };
  failedRuns: { count: number; items: FailedRunItem[] };
  checklist: Checklist;
}

/** How many items of each part the dashboard lists (the counts cover them all). */
export const DASHBOARD_LIST_LIMIT = 5;

/** Failed runs from this many days back are shown. */
export const FAILED_RUN_DAYS = 7;
