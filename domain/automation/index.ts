/**
 * The automation builder's pure groundwork, shared by the editor, the API and the workflow interpreter.
 *
 * definition.ts / definition-schema.ts  the flow definition's types and its TypeBox schema
 * node-types.ts                         handles and defaults per node type (editor and validator agree)
 * action-catalogue.ts, trigger-data.ts  what each action takes and gives, what each trigger provides
 * conditions.ts, data-path.ts           the seven condition operators over dot paths
 * mapping.ts                            run-time input resolution and output mapping
 * validate*.ts, graph.ts, parse.ts      problems for the person editing; graph walks; unknown → typed
 * schedule*.ts, zoned-time.ts, dst.ts   next run (seed 001 §4) and the matching Temporal Schedule spec
 * event-rules.ts                        automation event states and rule records (seed 001 §4)
 * templates.ts, agent-placeholder.ts    the two built-in templates and how the API fills their agents
 */
export * from './definition';
export { AutomationDefinitionSchema, AutomationEdgeSchema, AutomationNodeSchema, ConditionSchema, InputBindingSchema, NODE_SCHEMAS, RetryPolicySchema, ScheduleSchema, MAX_EDGES, MAX_NODES } from './definition-schema';
export { NODE_TYPES, DEFAULT_NODE_RETRY, IN_HANDLE, OUT_HANDLE, createNode, defaultParameters, resolveHandle, type HandleSpec, type NodeTypeSpec } from './node-types';
export { ACTION_CATALOGUE, APPROVAL_OUTPUTS, type ActionInputSpec, type ActionSpec } from './action-catalogue';
export { TRIGGER_DATA_SHAPES, emailTriggerData, type EmailTriggerData, type ManualTriggerData, type ReceivedEmail, type ScheduleTriggerData, type TriggerData, type WebhookTriggerData } from './trigger-data';
export { describeType, isCompatible, shapeAt, typeOfValue, type Shape, type ValueType } from './value-types';
export { getPath, lookupPath, splitPath } from './data-path';
export { evaluateCondition, evaluateConditions } from './conditions';
export { applyOutputMapping, conditionData, resolveInput, type MappingError, type ResolvedInput, type RunData } from './mapping';
export { buildGraph, dominators, findBackEdges, nextNodeIds, reachableFrom, wouldCreateCycle, type Graph } from './graph';
export { AUTOMATION_MESSAGES } from './messages';
export { validateDefinition, problemsByNode, type ValidateOptions, type ValidationProblem } from './validate';
export { stepOutputShape } from './validate-bindings';
export { delaySeconds, MAX_DELAY_SECONDS } from './validate-nodes';
export { parseDefinition, parseGeneratedDefinition, type ParsedDefinition } from './parse';
export { parseSchedule, type ParsedSchedule, type ScheduleProblem } from './schedule-parse';
export { isScheduledRunTime, nextRun, upcomingRuns } from './schedule';
export { toTemporalScheduleSpec, type TemporalCalendarSpec, type TemporalIntervalSpec, type TemporalScheduleMapping, type TemporalScheduleSpec } from './schedule-temporal';
export * from './event-rules';
export { agentPlaceholder, placeholderAgentType } from './agent-placeholder';
export { AUTOMATION_TEMPLATES, EMAIL_CLASSIFICATION_TEMPLATE, MEETING_NOTES_TEMPLATE, fillTemplateAgents, type AutomationTemplate, type FilledTemplate, type MissingAgent, type TemplateAgent } from './templates';
