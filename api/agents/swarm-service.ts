/** Swarms: a template's agents and the automation connecting them, made in one transaction; listed and removed. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { userTimeZone } from '../../activities/settings/user-zone';
import { findSwarmTemplate, SWARM_MESSAGES, swarmDefinition } from '../../domain/agents/swarm-templates';
import type { Agent, AutonomyLevel } from '../../domain/agents/types';
import { parseDefinition } from '../../domain/automation/parse';
import { validateDefinition } from '../../domain/automation/validate';
import { insertAutomation } from '../automations/automation-repository';
import { validateOptionsFor } from '../automations/automation-agents';
import { insertVersion } from '../automations/version-repository';
import { HttpError, notFound } from '../http-error';
import { publishLive } from '../live/publish';
import { listAgents } from './agent-repository';
import { insertAgent } from './agent-writes';

export interface NewSwarm {
  templateId: string;
  name?: string;
  roles?: Array<{ role: string; name?: string; autonomyLevel?: AutonomyLevel }>;
}

export interface Swarm {
  id: string;
  name: string;
  templateId: string;
  automationId: string | null;
  agents: Array<{ role: string; agent: Agent }>;
  createdAt: string;
}

export async function createSwarm(db: Kysely<Database>, userId: string, input: NewSwarm): Promise<string> {
  const template = findSwarmTemplate(input.templateId);
  if (!template) throw new HttpError(400, 'unknown_template', SWARM_MESSAGES.templateNotFound);
  const overrides = new Map<string, { name?: string; autonomyLevel?: AutonomyLevel }>();
  for (const { role, ...override } of input.roles ?? []) {
    if (!template.roles.some((candidate) => candidate.role === role)) throw new HttpError(400, 'unknown_role', SWARM_MESSAGES.unknownRole(template.name, role));
    if (overrides.has(role)) throw new HttpError(400, 'repeated_role', SWARM_MESSAGES.repeatedRole(role));
    overrides.set(role, override);
  }
  const name = input.name?.trim() || template.name;
  const timeZone = await userTimeZone(db, userId);

  return db.transaction().execute(async (trx) => {
    const agentIdByRole: Record<string, string> = {};
    const made: Array<{ id: string; type: string; status: string; capabilities: string[]; name: string }> = [];
    for (const role of template.roles) {
      const override = overrides.get(role.role);
      const agentName = override?.name?.trim() || role.name;
      const id = await insertAgent(trx, userId, {
        name: agentName,
        type: role.agentType,
        description: role.description,
        autonomyLevel: override?.autonomyLevel ?? role.autonomyLevel,
        capabilities: [...role.capabilities],
        config: { systemPrompt: role.systemPrompt },
        triggers: ['email.received'],
      });
      agentIdByRole[role.role] = id;
      made.push({ id, type: role.agentType, status: 'active', capabilities: [...role.capabilities], name: agentName });
    }

    // The automation is checked as the builder checks a save: it must run with exactly these agents.
    const parsed = parseDefinition(swarmDefinition(template, agentIdByRole));
    const problems = parsed.ok ? validateDefinition(parsed.definition, validateOptionsFor(made)) : parsed.problems;
    if (!parsed.ok || problems.length > 0) throw new Error(`The swarm template ${template.id} does not make a valid automation: ${problems.map((problem) => problem.message).join('; ')}`);

    const automation = await insertAutomation(trx, {
      user_id: userId,
      name,
      description: template.description,
      status: 'inactive',
      time_zone: timeZone,
      template_name: null,
      current_version: 1,
    });
    await insertVersion(trx, { automationId: automation.id, version: 1, definition: parsed.definition, note: `From the swarm template "${template.name}"`, restoredFrom: null, createdBy: userId });

    const swarm = await trx.insertInto('swarms').values({ user_id: userId, template_id: template.id, name, automation_id: automation.id }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('swarm_agents')
      .values(template.roles.map((role) => ({ swarm_id: swarm.id, agent_id: agentIdByRole[role.role]!, role: role.role })))
      .execute();
    await publishLive(trx, userId, 'agents.changed', { swarmId: swarm.id });
    return swarm.id;
  });
}

/** The user's swarms, newest first, each with its agents (and their metrics) by role. */
export async function listSwarms(db: Kysely<Database>, userId: string, swarmId?: string): Promise<Swarm[]> {
  let query = db.selectFrom('swarms').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id');
  if (swarmId) query = query.where('id', '=', swarmId);
  const swarms = await query.execute();
  if (swarms.length === 0) return [];
  const members = await db.selectFrom('swarm_agents').selectAll().where('swarm_id', 'in', swarms.map((swarm) => swarm.id)).execute();
  const agents = new Map((await listAgents(db, userId)).map((agent) => [agent.id, agent]));
  return swarms.map((swarm) => {
    const template = findSwarmTemplate(swarm.template_id);
    const order = (role: string) => template?.roles.findIndex((candidate) => candidate.role === role) ?? 0;
    return {
      id: swarm.id,
      name: swarm.name,
      templateId: swarm.template_id,
      automationId: swarm.automation_id,
      agents: members
        .filter((member) => member.swarm_id === swarm.id && agents.has(member.agent_id))
        .sort((a, b) => order(a.role) - order(b.role))
        .map((member) => ({ role: member.role, agent: agents.get(member.agent_id)! })),
      createdAt: swarm.created_at.toISOString(),
    };
  });
}

/** Removes the grouping only: the agents and the automation stay. */
export async function deleteSwarm(db: Kysely<Database>, userId: string, swarmId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('swarms').where('id', '=', swarmId).where('user_id', '=', userId).executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw notFound(SWARM_MESSAGES.swarmNotFound);
    await publishLive(trx, userId, 'agents.changed', { swarmId });
  });
}
