/** The first-run checklist: each step ticks itself from what the person has really done. */
export const CHECKLIST_STEPS = ['mailbox', 'automation', 'team'] as const;
export type ChecklistStepId = (typeof CHECKLIST_STEPS)[number];

export interface ChecklistFacts {
  /** A mailbox is linked (Gmail, IMAP or the demo mailbox). */
  hasMailbox: boolean;
  /** An automation was made from a template. */
  hasTemplateAutomation: boolean;
  /** Someone was invited to a team, or a team of theirs has another member. */
  hasInvitedTeam: boolean;
}

export interface ChecklistStep {
  id: ChecklistStepId;
  title: string;
  description: string;
  href: string;
  done: boolean;
}

export interface Checklist {
  steps: ChecklistStep[];
  /** Shown until every step is done or the person dismisses it. */
  visible: boolean;
  dismissed: boolean;
}

export function checklistOf(facts: ChecklistFacts, dismissed: boolean): Checklist {
  const steps: ChecklistStep[] = [
    {
      id: 'mailbox',
      title: 'Link a mailbox or use the demo mailbox',
      description: 'Connect Gmail or IMAP, or open the demo mailbox to see mail analysed.',
      href: '/email',
      done: facts.hasMailbox,
    },
    {
      id: 'automation',
      title: 'Try a template automation',
      description: 'Start from a ready-made automation and turn it on when it suits you.',
      href: '/automation',
      done: facts.hasTemplateAutomation,
    },
    {
      id: 'team',
      title: 'Invite the team',
      description: 'Share an invitation link so colleagues can join your team.',
      href: '/teams',
      done: facts.hasInvitedTeam,
    },
  ];
  const allDone = steps.every((step) => step.done);
  return { steps, dismissed, visible: !dismissed && !allDone };
}
