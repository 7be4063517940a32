/**
 * Unknown input (a request body, a stored row, a model's reply) → a typed definition, or problems in the
 * validator's shape. Shape problems name the node or connection they are in, not a JSON-schema branch.
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { AUTOMATION_SCHEMA_VERSION, type AutomationDefinition } from './definition';
import { AutomationDefinitionSchema, AutomationEdgeSchema, MAX_EDGES, MAX_NODES, NODE_SCHEMAS } from './definition-schema';
import { AUTOMATION_MESSAGES as M } from './messages';
import type { ValidationProblem } from './validate-context';

export type ParsedDefinition = { ok: true; definition: AutomationDefinition } | { ok: false; problems: ValidationProblem[] };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** '/parameters/field' → 'parameters.field'. */
const toField = (instancePath: string) => instancePath.split('/').filter(Boolean).join('.');

/** Up to five schema errors, one per field; an unexpected property is named as its own field. */
function firstErrors(schema: TSchema, value: unknown): Array<{ field: string; message: string }> {
  const byField = new Map<string, string>();
  for (const error of Value.Errors(schema, value)) {
    if (error.keyword === 'anyOf' || error.keyword === 'boolean') continue;
    const extra = error.keyword === 'additionalProperties' ? (error.params as { additionalProperties?: unknown }).additionalProperties : undefined;
    if (Array.isArray(extra)) {
      for (const name of extra) {
        const field = [toField(error.instancePath), String(name)].filter(Boolean).join('.');
        if (!byField.has(field)) byField.set(field, `${field} is not a known setting.`);
      }
    } else {
      const field = toField(error.instancePath);
      if (!byField.has(field)) byField.set(field, `${field || 'This'} ${error.message}.`);
    }
  }
  return [...byField].slice(0, 5).map(([field, message]) => ({ field, message }));
}

function shapeProblems(value: unknown): ValidationProblem[] {
  if (!isRecord(value)) return [{ message: 'This is not an automation definition.' }];
  if (value.schemaVersion !== AUTOMATION_SCHEMA_VERSION) {
    return [{ field: 'schemaVersion', message: `This automation uses schema version ${String(value.schemaVersion)}; this builder reads version ${AUTOMATION_SCHEMA_VERSION}.` }];
  }
  if (!Array.isArray(value.nodes) || !Array.isArray(value.edges)) return [{ message: 'An automation definition needs a list of nodes and a list of edges.' }];
  if (value.nodes.length > MAX_NODES) return [{ field: 'nodes', message: `An automation can have at most ${MAX_NODES} steps.` }];
  if (value.edges.length > MAX_EDGES) return [{ field: 'edges', message: `An automation can have at most ${MAX_EDGES} connections.` }];
  const problems: ValidationProblem[] = [];
  value.nodes.forEach((node, index) => {
    const nodeId = isRecord(node) && typeof node.id === 'string' ? node.id : undefined;
    const type = isRecord(node) ? node.type : undefined;
    const schema = typeof type === 'string' && Object.prototype.hasOwnProperty.call(NODE_SCHEMAS, type) ? NODE_SCHEMAS[type as keyof typeof NODE_SCHEMAS] : null;
    if (!schema) problems.push({ nodeId, field: nodeId ? 'type' : `nodes.${index}.type`, message: M.unknownNodeType(String(type)) });
    else for (const error of firstErrors(schema, node)) problems.push({ nodeId, ...error });
  });
  value.edges.forEach((edge, index) => {
    const edgeId = isRecord(edge) && typeof edge.id === 'string' ? edge.id : undefined;
    for (const error of firstErrors(AutomationEdgeSchema, edge)) problems.push({ edgeId, field: edgeId ? error.field : `edges.${index}.${error.field}`, message: error.message });
  });
  return problems.length > 0 ? problems : firstErrors(AutomationDefinitionSchema, value);
}

export function parseDefinition(value: unknown): ParsedDefinition {
  if (Value.Check(AutomationDefinitionSchema, value)) return { ok: true, definition: value as AutomationDefinition };
  return { ok: false, problems: shapeProblems(value) };
}

/**
 * A definition from an AI model's reply: the JSON (optionally inside a ```json fence) must parse and have the
 * definition's shape, else the first problem is seed 001 §5's 'AI failed to return valid JSON for workflow.'
 */
export function parseGeneratedDefinition(reply: string): ParsedDefinition {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply);
  const text = (fenced?.[1] ?? reply).trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  let json: unknown;
  try {
    json = start >= 0 && end > start ? JSON.parse(text.slice(start, end + 1)) : undefined;
  } catch {
    json = undefined;
  }
  if (json === undefined) return { ok: false, problems: [{ message: M.generatedJsonInvalid }] };
  const parsed = parseDefinition(json);
  return parsed.ok ? parsed : { ok: false, problems: [{ message: M.generatedJsonInvalid }, ...parsed.problems] };
}
