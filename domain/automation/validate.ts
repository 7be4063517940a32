/**
 * validateDefinition: the one list of problems the editor shows next to nodes, connections and fields,
 * and the API checks before a version can be published. An empty list means the automation can run.
 */
import type { AutomationDefinition } from './definition';
import { checkBindings } from './validate-bindings';
import { createContext, type ValidateOptions, type ValidationProblem } from './validate-context';
import { checkEdges, checkIds, checkReachabilityAndLoops, checkTrigger } from './validate-graph';
import { checkNodes } from './validate-nodes';

export type { ValidateOptions, ValidationProblem } from './validate-context';

export function validateDefinition(definition: AutomationDefinition, options: ValidateOptions = {}): ValidationProblem[] {
  const context = createContext(definition, options);
  checkIds(context);
  checkTrigger(context);
  checkEdges(context);
  checkReachabilityAndLoops(context);
  checkNodes(context);
  checkBindings(context);
  return context.problems;
}

/** Problems grouped by node id (problems about connections or the whole graph under ''), for the editor. */
export function problemsByNode(problems: readonly ValidationProblem[]): Map<string, ValidationProblem[]> {
  const grouped = new Map<string, ValidationProblem[]>();
  for (const problem of problems) {
    const key = problem.nodeId ?? '';
    grouped.set(key, [...(grouped.get(key) ?? []), problem]);
  }
  return grouped;
}
