import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AgentRow } from '../../db/tables/agents';
import { CREATED_AGENT_MESSAGES } from '../../domain/agents/created-agent';
import { notFound } from '../http-error';

/** The signed-in user's agent, or 404 `Agent with ID … not found.` (another user's agent is as absent as a missing one). */
export async function findOwnAgentRow(db: Kysely<Database> | Transaction<Database>, userId: string, agentId: string): Promise<AgentRow> {
  const row = await db.selectFrom('agents').selectAll().where('id', '=', agentId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(CREATED_AGENT_MESSAGES.agentWithIdNotFound(agentId));
  return row;
}
