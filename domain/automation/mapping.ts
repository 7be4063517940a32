/**
 * Data flow between steps at run time: an agent_action's input from static values, the trigger data
 * (`dynamic`) or an earlier step's output (`previous`), and a step's output after its outputMapping.
 */
import type { InputBinding } from './definition';
import { lookupPath } from './data-path';

/** What a run knows so far: its trigger data and the output of every step that has run, by node id. */
export interface RunData {
  trigger: Record<string, unknown>;
  steps: Record<string, unknown>;
}

export interface MappingError {
  param: string;
  message: string;
}

export type ResolvedInput = { ok: true; params: Record<string, unknown> } | { ok: false; errors: MappingError[] };

/**
 * The parameters an agent action runs with. A `dynamic` path missing from the trigger data, a `previous`
 * step that has not run, or a path missing from its output is an error (all of them are reported), so the
 * action never runs on silently empty input. A value that is present but null is passed on as null.
 */
export function resolveInput(input: Readonly<Record<string, InputBinding>>, run: RunData): ResolvedInput {
  const params: Record<string, unknown> = {};
  const errors: MappingError[] = [];
  for (const [param, binding] of Object.entries(input)) {
    const resolved = resolveBinding(param, binding, run);
    if ('message' in resolved) errors.push({ param, message: resolved.message });
    else params[param] = resolved.value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, params };
}

function resolveBinding(param: string, binding: InputBinding, run: RunData): { value: unknown } | { message: string } {
  switch (binding.type) {
    case 'static':
      return { value: binding.value };
    case 'dynamic': {
      const lookup = lookupPath(run.trigger, binding.path);
      return lookup.found ? { value: lookup.value } : { message: `"${param}": the trigger data has no "${binding.path}".` };
    }
    case 'previous': {
      if (!Object.prototype.hasOwnProperty.call(run.steps, binding.stepId)) {
        return { message: `"${param}": the step "${binding.stepId}" has not run before this one, so its output is not available.` };
      }
      const lookup = lookupPath(run.steps[binding.stepId], binding.path);
      return lookup.found ? { value: lookup.value } : { message: `"${param}": the step "${binding.stepId}" gave no "${binding.path}".` };
    }
  }
}

/**
 * A step's output: the fields of its result (a result that is not an object is kept as `result`), plus one
 * field per outputMapping entry holding the value at that path of the result.
 *
 * A mapped path missing from the result gives an absent field rather than an error: the action has already
 * happened by then, and failing (and retrying) it would repeat its side effect. A later step that needs the
 * field reports it through resolveInput instead.
 */
export function applyOutputMapping(result: unknown, outputMapping?: Readonly<Record<string, string>>): Record<string, unknown> {
  const output: Record<string, unknown> =
    result !== null && typeof result === 'object' && !Array.isArray(result) ? { ...(result as Record<string, unknown>) } : result === undefined ? {} : { result };
  for (const [name, path] of Object.entries(outputMapping ?? {})) {
    const lookup = lookupPath(result, path);
    if (lookup.found) output[name] = lookup.value;
    else delete output[name];
  }
  return output;
}

/** The data a condition node sees: the trigger data's roots (e.g. `email`) and `steps.<nodeId>.<path>`. */
export function conditionData(run: RunData): Record<string, unknown> {
  return { ...run.trigger, steps: run.steps };
}
