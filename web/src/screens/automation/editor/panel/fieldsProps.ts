import type { AutomationDefinition, AutomationNodeOf, NodeParametersByType, NodeType } from '../../../../../../domain/automation/definition';
import type { FieldProblems } from './fieldProblems';

/** What each node type's settings component gets. */
export interface FieldsProps<T extends NodeType> {
  node: AutomationNodeOf<T>;
  definition: AutomationDefinition;
  problems: FieldProblems;
  /** Changes the parameters; `field` names what was edited, so typing into one field makes one undo step. */
  onParameters(update: (parameters: NodeParametersByType[T]) => NodeParametersByType[T], field: string): void;
}
