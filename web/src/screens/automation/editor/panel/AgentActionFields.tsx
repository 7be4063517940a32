import { Divider, Form, Select, Typography } from 'antd';
import { ACTION_TYPES, isActionType, type ActionType } from '../../../../../../domain/agents/action-types';
import type { Agent } from '../../../../../../domain/agents/types';
import { ACTION_CATALOGUE } from '../../../../../../domain/automation/action-catalogue';
import { placeholderAgentType } from '../../../../../../domain/automation/agent-placeholder';
import type { InputBinding } from '../../../../../../domain/automation/definition';
import { AssistantPickerField } from './AssistantPickerField';
import { InputBindingField } from './InputBindingField';
import { OutputMappingFields } from './OutputMappingFields';
import { problemStatus } from './fieldProblems';
import type { FieldsProps } from './fieldsProps';

function agentOptions(agents: readonly Agent[], agentId: string) {
  const options = agents.map((agent) => ({ value: agent.id, label: agent.status === 'inactive' ? `${agent.name} (inactive)` : agent.name }));
  if (agentId && !agents.some((agent) => agent.id === agentId)) {
    const placeholder = placeholderAgentType(agentId);
    options.unshift({ value: agentId, label: placeholder ? `Any ${placeholder} agent: choose one` : 'An agent that no longer exists' });
  }
  return options;
}

function actionOptions(agent: Agent | undefined, actionType: string) {
  const capable = (agent?.capabilities ?? []).filter(isActionType);
  const options: Array<{ value: string; label: string }> = capable.map((type) => ({ value: type, label: ACTION_TYPES[type].label }));
  if (actionType && !capable.includes(actionType as ActionType)) {
    options.unshift({ value: actionType, label: isActionType(actionType) ? `${ACTION_TYPES[actionType].label} (not a capability of this agent)` : actionType });
  }
  return options;
}

/** Keeps the inputs the new action also has; the others meant something for the old action only. */
function inputsFor(actionType: string, input: Readonly<Record<string, InputBinding>>): Record<string, InputBinding> {
  if (!isActionType(actionType)) return { ...input };
  const inputs = ACTION_CATALOGUE[actionType].inputs;
  return Object.fromEntries(Object.entries(input).filter(([param]) => param in inputs));
}

/** The agent, what it does (one of its capabilities), where each input comes from, and the named outputs. */
export function AgentActionFields({ node, definition, problems, onParameters, agents, readOnly }: FieldsProps<'agent_action'> & { agents: readonly Agent[]; readOnly: boolean }) {
  const { agentId, actionType, input, outputMapping = {} } = node.parameters;
  const agent = agents.find((candidate) => candidate.id === agentId);
  const spec = isActionType(actionType) ? ACTION_CATALOGUE[actionType] : null;
  const extraInputs = Object.keys(input).filter((param) => !spec || !(param in spec.inputs));
  const setBinding = (param: string, binding: InputBinding | undefined) =>
    onParameters((current) => {
      const { [param]: _old, ...rest } = current.input;
      return { ...current, input: binding ? { ...rest, [param]: binding } : rest };
    }, `parameters.input.${param}`);
  return (
    <>
      <Form.Item label="Agent" {...problemStatus(problems, 'parameters.agentId')}>
        <Select
          value={agentId || undefined}
          options={agentOptions(agents, agentId)}
          placeholder={agents.length === 0 ? 'You have no agents yet' : 'Choose the agent'}
          showSearch
          optionFilterProp="label"
          onChange={(next: string) => onParameters((current) => ({ ...current, agentId: next }), 'parameters.agentId')}
          aria-label="Agent"
          data-testid="agent-select"
        />
      </Form.Item>
      <Form.Item label="Action" {...problemStatus(problems, 'parameters.actionType')} extra={agent && agent.capabilities.length === 0 ? 'This agent has no capabilities yet.' : undefined}>
        <Select
          value={actionType || undefined}
          options={actionOptions(agent, actionType)}
          placeholder={agentId ? 'Choose what the agent does' : 'Choose the agent first'}
          disabled={agentId ? undefined : true}
          onChange={(next: string) => onParameters((current) => ({ ...current, actionType: next, input: inputsFor(next, current.input) }), 'parameters.actionType')}
          aria-label="Action"
          data-testid="action-type-select"
        />
      </Form.Item>
      {spec ? (
        <>
          <Divider titlePlacement="start" plain>
            Input
          </Divider>
          {problems.get('parameters.input') ? <Typography.Paragraph type="danger">{problems.get('parameters.input')!.join(' ')}</Typography.Paragraph> : null}
          {Object.entries(spec.inputs).map(([param, inputSpec]) =>
            // The assistant is picked by name; an id mapped from the run stays editable as any input.
            actionType === 'ai.ask_assistant' && param === 'assistantId' && (input[param] === undefined || input[param]?.type === 'static') ? (
              <AssistantPickerField key={param} binding={input[param]} problems={problems} readOnly={readOnly} onChange={(binding) => setBinding(param, binding)} />
            ) : (
              <InputBindingField
                key={param}
                param={param}
                label={inputSpec.label}
                type={inputSpec.type}
                required={inputSpec.required ?? false}
                binding={input[param]}
                nodeId={node.id}
                definition={definition}
                problems={problems}
                onChange={(binding) => setBinding(param, binding)}
              />
            ),
          )}
        </>
      ) : null}
      {extraInputs.map((param) => (
        <InputBindingField
          key={param}
          param={param}
          label={param}
          type="unknown"
          required={false}
          binding={input[param]}
          nodeId={node.id}
          definition={definition}
          problems={problems}
          onChange={(binding) => setBinding(param, binding)}
        />
      ))}
      <Divider titlePlacement="start" plain>
        Output
      </Divider>
      <OutputMappingFields
        mapping={outputMapping}
        outputs={spec?.outputs ?? null}
        problems={problems}
        readOnly={readOnly}
        onChange={(mapping, field) => onParameters((current) => ({ ...current, outputMapping: mapping }), field)}
      />
    </>
  );
}
