import type { AutomationDefinition } from '../../../../../domain/automation/definition';
import { useAgents } from '../../agents/state/useAgents';
import { AutomationEditor } from '../editor/AutomationEditor';

const ignore = () => {};

/** A saved definition on a canvas that cannot be edited; `className` scopes highlights to it. */
export function ReadOnlyCanvas({ definition, className = '' }: { definition: AutomationDefinition; className?: string }) {
  const agents = useAgents().data ?? [];
  return (
    <div className={`automation-canvas automation-compare-canvas ${className}`}>
      <AutomationEditor initialDefinition={definition} onChange={ignore} problems={[]} agents={agents} readOnly />
    </div>
  );
}
