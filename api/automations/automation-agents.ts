import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TemplateAgent } from '../../domain/automation/templates';
import type { ValidateOptions } from '../../domain/automation/validate';
import { ensureStarterAgents } from '../agents/agent-repository';

export interface AutomationAgent extends TemplateAgent {
  name: string;
}

/** The agents an automation of this user may name (the starter agents exist from the first look). */
export async function listAutomationAgents(db: Kysely<Database>, userId: string): Promise<AutomationAgent[]> {
  await ensureStarterAgents(db, userId);
  return db.selectFrom('agents').select(['id', 'name', 'type', 'status', 'capabilities']).where('user_id', '=', userId).orderBy('created_at').orderBy('name').execute();
}

export function validateOptionsFor(agents: readonly AutomationAgent[]): ValidateOptions {
  return {
    knownAgentIds: agents.map((agent) => agent.id),
    agentCapabilities: Object.fromEntries(agents.map((agent) => [agent.id, agent.capabilities])),
  };
}
