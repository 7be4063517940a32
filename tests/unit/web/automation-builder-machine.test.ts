import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AutomationDefinition } from '../../../domain/automation/definition';
import { AUTOMATION_MESSAGES as M } from '../../../domain/automation/messages';
import { builderMachine, hasUnsavedChanges, shownProblems, type BuilderInput } from '../../../web/src/screens/automation/builder/builderMachine';
import { action, chain, definition, emailTrigger, fromEmail, node } from '../automation/builders';

const end = node('end', 'end');
const valid = chain(emailTrigger(), end);
const withDelay = chain(emailTrigger(), node('wait', 'delay'), end);
const lonelyTrigger = definition([emailTrigger()], []);
const empty = definition([], []);
const reply = chain(emailTrigger(), action('reply', 'email.draft_reply', fromEmail), end);

function start(input: Partial<BuilderInput> = {}) {
  const actor = createActor(builderMachine, { input: { definition: valid, savedDefinition: valid, version: 1, options: {}, ...input } });
  actor.start();
  return actor;
}

const stateOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;
const moved = (of: AutomationDefinition): AutomationDefinition => ({ ...of, nodes: of.nodes.map((one) => ({ ...one, position: { x: one.position.x + 50, y: one.position.y } })) });

describe('the builder machine', () => {
  it('opens saved on a valid current version, and invalid on a blank new automation', () => {
    expect(stateOf(start())).toBe('saved');
    const blank = start({ definition: empty, savedDefinition: empty, version: 0 });
    expect(stateOf(blank)).toBe('invalid');
    expect(blank.getSnapshot().context.problems).toEqual([{ message: M.exactlyOneTrigger }]);
  });

  it('opens a valid draft that was never saved as editing, so it can be saved; an untouched blank canvas has no changes', () => {
    const draft = start({ definition: valid, savedDefinition: empty, version: 0 });
    expect(stateOf(draft)).toBe('editing');
    expect(hasUnsavedChanges(draft.getSnapshot().context)).toBe(true);
    expect(hasUnsavedChanges(start({ definition: empty, savedDefinition: empty, version: 0 }).getSnapshot().context)).toBe(false);
  });

  it('validates every edit: invalid while there are problems, editing once they are fixed', () => {
    const actor = start();
    actor.send({ type: 'EDIT', definition: lonelyTrigger });
    expect(stateOf(actor)).toBe('invalid');
    expect(actor.getSnapshot().context.problems).toEqual([{ nodeId: 'trigger', message: M.triggerNotConnected }]);
    actor.send({ type: 'SAVE' });
    expect(stateOf(actor)).toBe('invalid');
    actor.send({ type: 'EDIT', definition: withDelay });
    expect(stateOf(actor)).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  it('counts moving a step as a change, and going back to the saved definition as none', () => {
    const actor = start();
    actor.send({ type: 'EDIT', definition: moved(valid) });
    expect(stateOf(actor)).toBe('editing');
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'EDIT', definition: structuredClone(valid) });
    expect(stateOf(actor)).toBe('saved');
  });

  it('saves: saving, then saved with the new version number', () => {
    const actor = start();
    actor.send({ type: 'EDIT', definition: withDelay });
    actor.send({ type: 'SAVE' });
    expect(stateOf(actor)).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.pendingSave).toBe(withDelay);
    actor.send({ type: 'SAVED', version: 2 });
    expect(stateOf(actor)).toBe('saved');
    expect(actor.getSnapshot().context.version).toBe(2);
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
  });

  it('keeps edits made while saving: afterwards there are changes again', () => {
    const actor = start();
    actor.send({ type: 'EDIT', definition: withDelay });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'EDIT', definition: moved(withDelay) });
    expect(stateOf(actor)).toBe('saving');
    actor.send({ type: 'SAVED', version: 2 });
    expect(stateOf(actor)).toBe('editing');
    expect(actor.getSnapshot().context.savedDefinition).toBe(withDelay);
  });

  it('shows what the server refused a save for until the next edit, and can save again', () => {
    const actor = start({ options: { knownAgentIds: ['agent-1'] } });
    actor.send({ type: 'EDIT', definition: reply });
    actor.send({ type: 'SAVE' });
    const refused = { nodeId: 'reply', field: 'parameters.agentId', message: M.agentUnknown };
    actor.send({ type: 'SAVE_FAILED', message: 'The automation has problems.', problems: [refused] });
    expect(stateOf(actor)).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('The automation has problems.');
    expect(shownProblems(actor.getSnapshot().context)).toEqual([refused]);

    actor.send({ type: 'SAVE' });
    expect(stateOf(actor)).toBe('saving');
    actor.send({ type: 'SAVE_FAILED', message: 'Network error', problems: [] });
    actor.send({ type: 'EDIT', definition: moved(reply) });
    expect(stateOf(actor)).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(shownProblems(actor.getSnapshot().context)).toEqual([]);
  });

  it('validates again when the agents change: a step whose agent is gone makes it invalid', () => {
    const actor = start({ definition: reply, savedDefinition: reply, options: {} });
    expect(stateOf(actor)).toBe('saved');
    actor.send({ type: 'AGENTS', options: { knownAgentIds: ['another-agent'] } });
    expect(stateOf(actor)).toBe('invalid');
    expect(actor.getSnapshot().context.problems).toContainEqual(expect.objectContaining({ nodeId: 'reply', message: M.agentUnknown }));
    actor.send({ type: 'AGENTS', options: { knownAgentIds: ['agent-1'] } });
    expect(stateOf(actor)).toBe('saved');
  });

  it('runs only a saved version, takes no edits while running, and is saved again when the run ends', () => {
    const actor = start();
    actor.send({ type: 'EDIT', definition: withDelay });
    actor.send({ type: 'RUN_STARTED', runId: 'run-1' });
    expect(stateOf(actor)).toBe('editing');

    actor.send({ type: 'EDIT', definition: valid });
    actor.send({ type: 'RUN_STARTED', runId: 'run-1' });
    expect(stateOf(actor)).toBe('running');
    expect(actor.getSnapshot().hasTag('readOnly')).toBe(true);
    expect(actor.getSnapshot().context.runId).toBe('run-1');
    actor.send({ type: 'EDIT', definition: withDelay });
    expect(actor.getSnapshot().context.definition).toBe(valid);
    actor.send({ type: 'RUN_FINISHED' });
    expect(stateOf(actor)).toBe('saved');
    expect(actor.getSnapshot().context.runId).toBeNull();
  });

  it('loads a restored version as the saved one and reloads the canvas', () => {
    const actor = start();
    actor.send({ type: 'EDIT', definition: lonelyTrigger });
    actor.send({ type: 'LOADED', definition: withDelay, version: 3 });
    const { context } = actor.getSnapshot();
    expect(stateOf(actor)).toBe('saved');
    expect(context.version).toBe(3);
    expect(context.definition).toBe(withDelay);
    expect(context.opened).toBe(withDelay);
    expect(context.loadCount).toBe(1);
  });
});
