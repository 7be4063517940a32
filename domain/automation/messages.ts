/**
 * Every text the automation rules show. Validator texts appear next to the field they are about,
 * so they say what to do, in the editor's words. The spec's texts (seed 001 §5, §8) are verbatim.
 */
import { AGENT_MESSAGES } from '../agents/action-types';

const quote = (text: string) => `"${text}"`;

export const AUTOMATION_MESSAGES = {
  // seed 001 §5 and §8, verbatim
  generatedJsonInvalid: 'AI failed to return valid JSON for workflow.',
  missingCapability: AGENT_MESSAGES.missingCapability,
  unknownActionType: AGENT_MESSAGES.unknownActionType,

  // the whole graph
  exactlyOneTrigger: 'An automation needs exactly one trigger.',
  triggerNotConnected: 'Connect the trigger to the first step.',
  duplicateNodeId: (id: string) => `Another step already has the id ${quote(id)}; each step needs its own id.`,
  duplicateEdgeId: (id: string) => `Another connection already has the id ${quote(id)}; each connection needs its own id.`,
  unreachable: 'This step is not connected to the trigger, so it would never run.',
  cycle: 'This connection leads back to an earlier step. Automations cannot loop; connect it to a later step instead.',
  selfLoop: 'A step cannot connect to itself.',
  missingSource: 'This connection starts at a step that no longer exists.',
  missingTarget: 'This connection ends at a step that no longer exists.',
  noInput: 'Nothing can connect into a trigger: it is where the automation starts.',
  noOutput: (label: string) => `Nothing can follow ${quote(label)}: it ends the automation.`,
  unknownOutput: (label: string, handle: string, outputs: readonly string[]) =>
    `${quote(label)} has no output ${quote(handle)}; use ${outputs.map(quote).join(' or ')}.`,
  unknownInput: (handle: string) => `This step has no input ${quote(handle)}; connect to its input.`,
  chooseOutput: (outputs: readonly string[]) => `Choose which output this connection leaves from: ${outputs.map(quote).join(' or ')}.`,
  outputUsedTwice: (handle: string) => `The ${quote(handle)} output can lead to one step only.`,
  duplicateConnection: 'These two steps are already connected this way.',
  newerTypeVersion: 'This step was made with a newer version of the builder. Reload the page to edit it.',
  nameRequired: 'Give this step a name.',
  unknownNodeType: (type: string) => `This kind of step (${quote(type)}) is not known to the builder.`,

  // conditions
  conditionField: 'Choose the field to check.',
  conditionOperator: 'Choose how to compare: equals, contains, starts with, ends with, greater than, less than or exists.',
  conditionValue: 'Enter the value to compare with.',
  conditionOrderedValue: 'Enter a number or a date (e.g. 2025-03-10) to compare with.',
  unknownTriggerField: (path: string) => `The trigger does not provide ${quote(path)}.`,
  unknownField: (path: string) => `There is no field ${quote(path)} here. Use a trigger field (e.g. email.subject) or a step's output (steps.<step id>.<output>).`,

  // agent actions
  agentRequired: 'Choose the agent that does this step.',
  agentUnknown: 'This agent no longer exists. Choose another one.',
  actionTypeRequired: 'Choose what the agent should do.',
  inputRequired: (label: string) => `${label} is required.`,
  inputStaticType: (label: string, expected: string) => `${label} must be ${expected}.`,
  inputMappedType: (label: string, expected: string, path: string, actual: string) => `${label} needs ${expected}, but ${quote(path)} is ${actual}.`,
  dynamicPathRequired: 'Choose the trigger field to use.',
  previousStepRequired: 'Choose the step whose output to use.',
  previousStepMissing: (stepId: string) => `There is no step ${quote(stepId)} any more. Choose another step.`,
  previousStepNoOutput: (name: string) => `${quote(name)} gives no output to use. Choose an agent action or an approval.`,
  previousStepNotBefore: (name: string) => `${quote(name)} does not always run before this step, so its output may be missing.`,
  previousPathUnknown: (name: string, path: string) => `${quote(name)} does not give ${quote(path)}.`,
  outputNameRequired: 'Give the output a name.',
  outputPathUnknown: (path: string) => `This action does not give ${quote(path)}.`,

  // approvals and delays
  approvalExpiry: (min: string, max: string) => `Choose how long to wait for a decision: from ${min} to ${max}.`,
  approvalDefaultOutcome: 'Choose what happens when nobody decides in time: reject or approve.',
  delayAmount: 'Enter how long to wait: more than 0.',
  delayTooLong: (max: string) => `A wait can be at most ${max}.`,

  // retries
  retryNotApplicable: 'Only agent actions are retried; remove the retry settings from this step.',
  retryAttempts: (max: number) => `Attempts must be a whole number from 1 to ${max}.`,
  retryInterval: (max: number) => `The first wait between attempts must be more than 0 and at most ${max} seconds.`,
  retryBackoff: (max: number) => `The backoff must be from 1 (no growth) to ${max}.`,

  // schedules
  scheduleStartDate: 'Choose the start date.',
  scheduleTime: 'Enter the time as HH:MM (24-hour), e.g. 09:30.',
  scheduleRecurrence: 'Choose how often it repeats.',
  scheduleInterval: 'Repeat every 1 or more, in whole numbers.',
  scheduleDaysOfWeek: 'Choose days of the week from Sunday (0) to Saturday (6).',
  scheduleDayOfMonth: 'Choose a day of the month from 1 to 31.',
  scheduleEndDate: 'Enter a valid end date, or leave it empty.',
  scheduleEndBeforeStart: 'The end date must be on or after the start date.',
} as const;
