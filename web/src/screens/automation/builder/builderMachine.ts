import { assign, setup } from 'xstate';
import type { AutomationDefinition } from '../../../../../domain/automation/definition';
import { sameValue } from '../../../../../domain/automation/diff';
import { validateDefinition } from '../../../../../domain/automation/validate';
import type { ValidateOptions, ValidationProblem } from '../../../../../domain/automation/validate-context';

/**
 * The builder's editing states. Every edit is validated with the API's own rules (validateDefinition);
 * the page does the requests and reports their outcome as events.
 *
 *   checking ──(always)──> invalid  there are problems: Save is off
 *                          editing  valid, with changes not saved yet
 *                          saved    valid, the same as the current version: Run is on
 *   editing ──SAVE──> saving ──SAVED──> checking
 *                            └─SAVE_FAILED──> error (the server's message and problems) ──SAVE/EDIT──> …
 *   saved ──RUN_STARTED──> running (a run of the saved version is being watched; no edits) ──RUN_FINISHED──> checking
 *
 * Edits made while a save is in flight are kept: once saved, the page is "editing" again if they differ.
 * LOADED replaces the definition with a version from the server (a restore) and starts afresh from it.
 */

export interface BuilderInput {
  /** The definition the canvas opens with: the current version, or an unsaved draft. */
  definition: AutomationDefinition;
  /** The saved version it is compared with to know whether there are changes (an empty one before the first save). */
  savedDefinition: AutomationDefinition;
  /** 0: never saved. */
  version: number;
  options: ValidateOptions;
}

export interface BuilderContext extends BuilderInput {
  problems: ValidationProblem[];
  /** What the server refused the last save for, shown on the nodes until the next edit. */
  serverProblems: ValidationProblem[];
  error: string | null;
  /** The definition being saved. */
  pendingSave: AutomationDefinition | null;
  runId: string | null;
  /** The definition the canvas was opened with; the canvas only reads it again when loadCount changes. */
  opened: AutomationDefinition;
  /** Changes whenever the canvas must reload its definition (the editor is keyed by it). */
  loadCount: number;
}

export type BuilderEvent =
  | { type: 'EDIT'; definition: AutomationDefinition }
  /** The user's agents changed (e.g. finished loading): validation runs again. */
  | { type: 'AGENTS'; options: ValidateOptions }
  | { type: 'SAVE' }
  | { type: 'SAVED'; version: number }
  | { type: 'SAVE_FAILED'; message: string; problems: ValidationProblem[] }
  | { type: 'DISMISS' }
  | { type: 'RUN_STARTED'; runId: string }
  | { type: 'RUN_FINISHED' }
  | { type: 'LOADED'; definition: AutomationDefinition; version: number };

/**
 * Whether the canvas holds changes that are not in a saved version. A never-saved automation is compared
 * with its empty definition: a draft counts as changes, an untouched blank canvas does not.
 */
export function hasUnsavedChanges(context: Pick<BuilderContext, 'definition' | 'savedDefinition'>): boolean {
  return !sameValue(context.definition, context.savedDefinition);
}

/** The problems to show on the canvas: the editor's own, and those the server gave for the last save. */
export function shownProblems(context: Pick<BuilderContext, 'problems' | 'serverProblems'>): ValidationProblem[] {
  return context.serverProblems.length ? [...context.problems, ...context.serverProblems] : context.problems;
}

const validate = (definition: AutomationDefinition, options: ValidateOptions) => validateDefinition(definition, options);

export const builderMachine = setup({
  types: { context: {} as BuilderContext, input: {} as BuilderInput, events: {} as BuilderEvent },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      return { definition: event.definition, problems: validate(event.definition, context.options) };
    }),
    revalidate: assign(({ context, event }) => {
      if (event.type !== 'AGENTS') return {};
      return { options: event.options, problems: validate(context.definition, event.options) };
    }),
    clearServerVerdict: assign({ serverProblems: [], error: null }),
  },
  guards: {
    hasProblems: ({ context }) => context.problems.length > 0,
    hasChanges: ({ context }) => hasUnsavedChanges(context),
    canSave: ({ context }) => context.problems.length === 0,
  },
}).createMachine({
  id: 'automationBuilder',
  context: ({ input }) => ({
    ...input,
    problems: validate(input.definition, input.options),
    serverProblems: [],
    error: null,
    pendingSave: null,
    runId: null,
    opened: input.definition,
    loadCount: 0,
  }),
  initial: 'checking',
  on: {
    EDIT: { target: '.checking', actions: ['edit', 'clearServerVerdict'] },
    AGENTS: { target: '.checking', actions: 'revalidate' },
    LOADED: {
      target: '.checking',
      actions: assign(({ context, event }) => ({
        definition: event.definition,
        savedDefinition: event.definition,
        opened: event.definition,
        version: event.version,
        problems: validate(event.definition, context.options),
        serverProblems: [],
        error: null,
        loadCount: context.loadCount + 1,
      })),
    },
  },
  states: {
    checking: {
      always: [{ guard: 'hasProblems', target: 'invalid' }, { guard: 'hasChanges', target: 'editing' }, { target: 'saved' }],
    },
    invalid: {},
    editing: {
      on: { SAVE: 'saving' },
    },
    saved: {
      on: { RUN_STARTED: { target: 'running', actions: assign({ runId: ({ event }) => event.runId }) } },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ pendingSave: ({ context }) => context.definition, serverProblems: [], error: null }),
      on: {
        // Keep editing while it saves; the outcome decides what the page is afterwards.
        EDIT: { actions: 'edit' },
        AGENTS: { actions: 'revalidate' },
        LOADED: {},
        SAVED: {
          target: 'checking',
          actions: assign(({ context, event }) => ({ savedDefinition: context.pendingSave!, version: event.version, pendingSave: null })),
        },
        SAVE_FAILED: {
          target: 'error',
          actions: assign(({ event }) => ({ error: event.message, serverProblems: event.problems, pendingSave: null })),
        },
      },
    },
    error: {
      on: {
        AGENTS: { actions: 'revalidate' },
        SAVE: { guard: 'canSave', target: 'saving' },
        DISMISS: { target: 'checking', actions: 'clearServerVerdict' },
      },
    },
    running: {
      tags: ['readOnly'],
      on: {
        EDIT: {},
        LOADED: {},
        AGENTS: { actions: 'revalidate' },
        RUN_FINISHED: { target: 'checking', actions: assign({ runId: null }) },
      },
    },
  },
});
