/** Mock mode (seed 000 §1, seed 001 §9): off by default; 'true' or 'hybrid' through a temporary override. */
export type MockMode = 'off' | 'true' | 'hybrid';

/** Seed 001 §9: the mock session lasts 3600 s. */
export const MOCK_SESSION_SECONDS = 3600;

/** The text the user menu shows while mock mode is on (seed 000 §2). */
export const MOCK_MODE_ACTIVE_TEXT = 'Mock Mode Active';

/** Added to the titles of samples put into a real workspace (hybrid), so they cannot be taken for real data. */
export const SAMPLE_PREFIX = 'Sample: ';
export const SAMPLE_TAG = 'sample';

export const DEMO_USER = { firstName: 'Dana', lastName: 'Demo', emailDomain: 'demo.workspace.invalid' } as const;

export const MOCK_MESSAGES = {
  signInForHybrid: 'Sign in to add sample data to your workspace.',
  demoEndsOnItsOwn: 'The demo workspace ends when you sign out or after an hour.',
  alreadyInDemo: 'You are in the demo workspace already.',
  noSamples: 'There are no samples to remove.',
} as const;

/** A client address that asked for many demo workspaces in a short time waits before the next. */
export function tooManyDemoWorkspaces(retryAfterSeconds: number): string {
  const [count, unit] = retryAfterSeconds < 60 ? [retryAfterSeconds, 'second'] : [Math.ceil(retryAfterSeconds / 60), 'minute'];
  return `Too many demo workspaces from this address. Please wait ${count} ${unit}${count === 1 ? '' : 's'} and try again.`;
}

export interface SampleEvent {
  title: string;
  /** Days from today (the user's zone), and the local time. */
  dayOffset: number;
  time: string;
  minutes: number;
  /** Unique per user (one event per case): only hearings carry it; deadlines name the case in their text. */
  caseNumber: string | null;
  hearingType: string | null;
  judge: string | null;
  location: string | null;
  category: 'hearing' | 'deadline';
  description: string;
}

/** The hearings and deadlines of the demo workspace (workers' compensation, seed 000 §1). */
export const SAMPLE_EVENTS: readonly SampleEvent[] = [
  {
    title: 'MSC — Martinez v. Coastal Freight',
    dayOffset: 1,
    time: '09:00',
    minutes: 60,
    caseNumber: 'ADJ20261101',
    hearingType: 'MSC',
    judge: 'Hon. R. Alvarez',
    location: 'WCAB Van Nuys, Room 3',
    category: 'hearing',
    description: 'Mandatory settlement conference. Bring the QME report and the medical chronology.',
  },
  {
    title: 'Trial — Nguyen v. Harbor Logistics',
    dayOffset: 3,
    time: '13:30',
    minutes: 120,
    caseNumber: 'ADJ20261102',
    hearingType: 'Trial',
    judge: 'Hon. S. Whitfield',
    location: 'WCAB Long Beach, Room 1',
    category: 'hearing',
    description: 'Trial on the issue of permanent disability. Witness list due two days before.',
  },
  {
    title: 'Deadline: serve objection to QME report (Martinez)',
    dayOffset: 2,
    time: '17:00',
    minutes: 30,
    caseNumber: null,
    hearingType: null,
    judge: null,
    location: null,
    category: 'deadline',
    description: 'Martinez v. Coastal Freight (ADJ20261101): last day to serve the written objection on all parties.',
  },
  {
    title: 'Deadline: file declaration of readiness (Nguyen)',
    dayOffset: 5,
    time: '17:00',
    minutes: 30,
    caseNumber: null,
    hearingType: null,
    judge: null,
    location: null,
    category: 'deadline',
    description: 'Nguyen v. Harbor Logistics (ADJ20261102): file and serve the declaration of readiness to proceed.',
  },
];

export interface SampleTask {
  title: string;
  description: string;
  priority: 'Low' | 'Medium' | 'High' | 'Urgent';
  status: 'To Do' | 'In Progress';
  dueInDays: number;
  tags: string[];
}

export const SAMPLE_TASKS: readonly SampleTask[] = [
  { title: 'Prepare exhibits for the Martinez MSC', description: 'QME report, wage statements, medical chronology.', priority: 'High', status: 'In Progress', dueInDays: 1, tags: ['hearing', 'work'] },
  { title: 'Call the client about the Nguyen trial', description: 'Confirm availability and go over the testimony.', priority: 'Medium', status: 'To Do', dueInDays: 2, tags: ['client', 'work'] },
  { title: 'Review the new QME report (Martinez)', description: 'Check apportionment and the impairment rating.', priority: 'High', status: 'To Do', dueInDays: 2, tags: ['review', 'work'] },
];

/** The template the demo automation is made from; it starts inactive. */
export const SAMPLE_AUTOMATION_TEMPLATE = 'Email Classification';

/** The action waiting for approval in the demo audit queue. */
export const SAMPLE_APPROVAL = {
  title: 'Draft the objection to the QME report (Martinez)',
  description: 'Proposed after the QME report arrived: object to the apportionment finding before the deadline.',
  reason: 'The objection deadline is in two days and no task covers it yet.',
} as const;

/** A sample's title: marked as a sample in a real workspace (hybrid), as it is in the demo workspace. */
export function sampleTitle(title: string, mode: 'true' | 'hybrid'): string {
  return mode === 'hybrid' ? `${SAMPLE_PREFIX}${title}` : title;
}

/** The demo user's address: unique per demo workspace, under a domain that can never receive mail. */
export function demoEmail(suffix: string): string {
  return `demo-${suffix}@${DEMO_USER.emailDomain}`;
}
