/** Texts a run of an automation shows: why it cannot start, why a step failed, what the audit queue asks. */
const quote = (text: string) => `“${text}”`;

export const RUN_MESSAGES = {
  // starting, cancelling and retrying (the runs API, 409s)
  noVersion: 'Save the automation before running it.',
  inactive: 'This automation is inactive. Activate it to run it.',
  versionMissing: (version: number) => `Version ${version} of this automation does not exist.`,
  runNotFound: 'Run not found',
  emailRequired: 'Choose the e-mail to run this automation with (mail account and message).',
  alreadyEnded: (status: string) => `This run has already ended: it is ${status}.`,
  notFailed: (status: string) => `Only a failed run can be retried; this one is ${status}.`,
  noFailedStep: 'This run has no failed step to retry from. Retry it from the start instead.',
  failedStepGone: 'The failed step is no longer in the version this run used. Retry it from the start instead.',

  // a step's failure, as the run shows it
  noTrigger: 'This version has no trigger to start from.',
  unknownStep: (type: string) => `This kind of step (${quote(type)}) cannot run here.`,
  actionFailed: 'The action failed.',
  rejected: 'Rejected in the audit queue',
  expired: 'The approval expired',
  cancelled: 'Cancelled',
  stoppedBy: (stepName: string) => `Stopped because ${quote(stepName)} failed.`,
  unfinished: 'The run ended before this step finished.',

  // the audit queue: approval steps, and why an agent acts for an automation
  stepOf: (stepName: string, automationName: string) => `Step ${quote(stepName)} of ${quote(automationName)}`,
  approvalDescription: (stepName: string, automationName: string) => `Approve step ${quote(stepName)} of ${quote(automationName)}`,
  decidedByDefault: (outcome: 'approve' | 'reject') => `Nobody in time: the step's default (${outcome})`,
} as const;
