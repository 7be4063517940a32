/** Deadline chains waiting for a person: proposed deadlines nobody has accepted or declined yet. */
import type { CivilDate } from '../deadlines/index';

/** The analysed notice a chain was proposed from. */
export interface ChainSource {
  accountId: string;
  messageId: string;
  subject: string;
  from: string;
}

export interface WaitingDeadline {
  id: string;
  ruleId: string;
  title: string;
  kind: 'deadline' | 'task';
  dueDate: CivilDate;
}

/** A chain as the review lists show it (dashboard, audit queue): what waits, for which hearing, from which notice. */
export interface WaitingChain {
  id: string;
  hearingTitle: string;
  hearingType: string | null;
  caseNumber: string | null;
  hearingEventId: string | null;
  triggerDate: CivilDate;
  source: ChainSource | null;
  /** The deadlines still proposed, earliest first. */
  proposed: WaitingDeadline[];
  /** Deadlines of the chain already accepted (some were accepted one by one). */
  acceptedCount: number;
  createdAt: string;
}

export interface WaitingChains {
  /** Every waiting chain of the person, whatever the limit. */
  count: number;
  chains: WaitingChain[];
}
