/** The built-in templates (seed 001 §2, §3) as the API lists them, and a template made the user's own. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TemplateSummary } from '../../domain/automation/contract';
import { AUTOMATION_TEMPLATES, fillTemplateAgents, type AutomationTemplate } from '../../domain/automation/templates';
import { validateDefinition } from '../../domain/automation/validate';
import { notFound } from '../http-error';
import { listAutomationAgents, validateOptionsFor } from './automation-agents';
import { triggerOf } from './automation-view';
import { invalidDefinitionReply, type CheckedDefinition } from './version-service';

/** Seed 001 §8. */
export const TEMPLATE_NOT_FOUND = 'Template not found';

export function templateSummaries(): TemplateSummary[] {
  return AUTOMATION_TEMPLATES.map((template) => ({
    name: template.name,
    description: template.description,
    category: template.category,
    popularity: template.popularity,
    triggerType: triggerOf(template.definition)?.type ?? '',
    definition: template.definition,
  }));
}

export function findTemplate(name: string): AutomationTemplate {
  const template = AUTOMATION_TEMPLATES.find((candidate) => candidate.name === name.trim());
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  return template;
}

/**
 * The template's definition with its agent placeholders filled by the user's agents, validated as a save
 * would be; when an action has no capable agent, the reply names the agent type to create.
 */
export async function fillTemplateForUser(db: Kysely<Database>, userId: string, template: AutomationTemplate): Promise<CheckedDefinition> {
  const agents = await listAutomationAgents(db, userId);
  const filled = fillTemplateAgents(template.definition, agents);
  if (!filled.ok) {
    const message = [...new Set(filled.missing.map((missing) => missing.message))].join(' ');
    const problems = filled.missing.map((missing) => ({ nodeId: missing.nodeId, field: 'parameters.agentId', message: missing.message }));
    return { ok: false, reply: { error: { code: 'missing_agents', message }, problems, missingAgents: filled.missing } };
  }
  const problems = validateDefinition(filled.definition, validateOptionsFor(agents));
  return problems.length > 0 ? { ok: false, reply: invalidDefinitionReply(problems) } : filled;
}
