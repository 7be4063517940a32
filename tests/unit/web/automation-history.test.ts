import { describe, expect, it } from 'vitest';
import type { AutomationDefinition } from '../../../domain/automation/definition';
import {
  canRedo,
  canUndo,
  createHistory,
  HISTORY_LIMIT,
  historyReducer,
  MERGE_WINDOW_MS,
  type EditHistory,
  type HistoryAction,
} from '../../../web/src/screens/automation/editor/model/history';
import { updateNode } from '../../../web/src/screens/automation/editor/model/operations';
import { chain, emailTrigger, node } from '../automation/builders';

const start = chain(emailTrigger(), node('end', 'end'));

const rename = (name: string) => (definition: AutomationDefinition) => updateNode(definition, 'end', (item) => ({ ...item, name }));
const nameOf = (history: EditHistory) => history.present.nodes.find((item) => item.id === 'end')!.name;

function run(actions: HistoryAction[], from = createHistory(start)): EditHistory {
  return actions.reduce(historyReducer, from);
}

describe('the edit history', () => {
  it('undoes and redoes edits in order', () => {
    const edited = run([
      { type: 'edit', edit: rename('one'), at: 0 },
      { type: 'edit', edit: rename('two'), at: 5000 },
    ]);
    expect(nameOf(edited)).toBe('two');
    expect(canUndo(edited)).toBe(true);
    expect(canRedo(edited)).toBe(false);
    const undone = run([{ type: 'undo' }], edited);
    expect(nameOf(undone)).toBe('one');
    const back = run([{ type: 'undo' }], undone);
    expect(back.present).toBe(start);
    expect(canUndo(back)).toBe(false);
    const redone = run([{ type: 'redo' }, { type: 'redo' }], back);
    expect(nameOf(redone)).toBe('two');
    expect(canRedo(redone)).toBe(false);
  });

  it('forgets the redo branch when a new edit is made after undo', () => {
    const history = run([{ type: 'edit', edit: rename('one'), at: 0 }, { type: 'undo' }, { type: 'edit', edit: rename('other'), at: 5000 }]);
    expect(nameOf(history)).toBe('other');
    expect(canRedo(history)).toBe(false);
    expect(run([{ type: 'undo' }], history).present).toBe(start);
  });

  it('records nothing for an edit that changes nothing, or an undo/redo with nothing to do', () => {
    const history = createHistory(start);
    expect(historyReducer(history, { type: 'edit', edit: (definition) => definition, at: 0 })).toBe(history);
    expect(historyReducer(history, { type: 'undo' })).toBe(history);
    expect(historyReducer(history, { type: 'redo' })).toBe(history);
  });

  it('makes one undo step of quick edits to the same field', () => {
    const typed = run([
      { type: 'edit', edit: rename('D'), at: 0, mergeKey: 'end:name' },
      { type: 'edit', edit: rename('Do'), at: 300, mergeKey: 'end:name' },
      { type: 'edit', edit: rename('Don'), at: 300 + MERGE_WINDOW_MS, mergeKey: 'end:name' },
    ]);
    expect(nameOf(typed)).toBe('Don');
    expect(typed.past).toHaveLength(1);
    expect(run([{ type: 'undo' }], typed).present).toBe(start);
  });

  it('keeps edits apart when the field changes, time passes, or an undo comes between', () => {
    const otherField = run([
      { type: 'edit', edit: rename('a'), at: 0, mergeKey: 'end:name' },
      { type: 'edit', edit: rename('b'), at: 10, mergeKey: 'end:parameters' },
    ]);
    expect(otherField.past).toHaveLength(2);
    const later = run([
      { type: 'edit', edit: rename('a'), at: 0, mergeKey: 'end:name' },
      { type: 'edit', edit: rename('b'), at: MERGE_WINDOW_MS + 1, mergeKey: 'end:name' },
    ]);
    expect(later.past).toHaveLength(2);
    const afterUndo = run([
      { type: 'edit', edit: rename('a'), at: 0, mergeKey: 'end:name' },
      { type: 'edit', edit: rename('b'), at: 10, mergeKey: 'end:name' },
      { type: 'undo' },
      { type: 'redo' },
      { type: 'edit', edit: rename('c'), at: 20, mergeKey: 'end:name' },
    ]);
    expect(afterUndo.past).toHaveLength(2);
    expect(nameOf(run([{ type: 'undo' }], afterUndo))).toBe('b');
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    const actions: HistoryAction[] = Array.from({ length: HISTORY_LIMIT + 20 }, (_, index) => ({ type: 'edit', edit: rename(`name ${index}`), at: index * 10_000 }));
    const long = run(actions);
    expect(long.past).toHaveLength(HISTORY_LIMIT);
    const oldest = run(Array.from({ length: HISTORY_LIMIT }, () => ({ type: 'undo' }) as const), long);
    expect(nameOf(oldest)).toBe('name 19');
    expect(canUndo(oldest)).toBe(false);
  });
});
