/** Rows of the learning tables as the API shows them. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AutomationSuggestionRow, UserPersonalityRow, WorkflowPatternRow } from '../../db/tables/learning';
import { DEFAULT_COMMUNICATION_STYLE, DEFAULT_WORK_STYLE, defaultPersonality } from '../../domain/learning/personality';
import type { LearningArea, Personality, Suggestion, WorkflowPattern } from '../../domain/learning/types';

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function toWorkflowPattern(row: WorkflowPatternRow): WorkflowPattern {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    actions: row.actions,
    frequency: row.frequency,
    confidence: round(row.confidence),
    category: row.category as LearningArea,
    requiredCapabilities: row.required_capabilities,
    triggers: row.triggers as WorkflowPattern['triggers'],
    complexity: round(row.complexity),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toSuggestion(row: AutomationSuggestionRow, pattern: WorkflowPatternRow | undefined): Suggestion {
  return {
    id: row.id,
    patternId: row.pattern_id,
    description: row.description,
    confidence: round(row.confidence),
    potentialBenefits: row.potential_benefits,
    estimatedTimesSaved: row.estimated_time_saved,
    autonomyPoints: round(row.autonomy_points),
    autonomyLevel: row.autonomy_level,
    area: row.area as LearningArea,
    status: row.status,
    automationId: row.automation_id,
    createdAt: row.created_at.toISOString(),
    pattern: pattern
      ? {
          name: pattern.name,
          frequency: pattern.frequency,
          confidence: round(pattern.confidence),
          category: pattern.category,
          triggers: pattern.triggers,
          requiredCapabilities: pattern.required_capabilities,
          complexity: round(pattern.complexity),
        }
      : null,
  };
}

/** Suggestions with their patterns, newest first. */
export async function loadSuggestions(db: Kysely<Database>, userId: string, filter: { ids?: readonly string[]; area?: string; status?: string } = {}): Promise<Suggestion[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  let query = db.selectFrom('automation_suggestions').selectAll().where('user_id', '=', userId);
  if (filter.ids) query = query.where('id', 'in', [...filter.ids]);
  if (filter.area) query = query.where('area', '=', filter.area);
  if (filter.status) query = query.where('status', '=', filter.status as 'pending');
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  const patternIds = rows.map((row) => row.pattern_id).filter((id): id is string => id !== null);
  const patterns = patternIds.length ? await db.selectFrom('workflow_patterns').selectAll().where('id', 'in', patternIds).execute() : [];
  const byId = new Map(patterns.map((pattern) => [pattern.id, pattern]));
  return rows.map((row) => toSuggestion(row, row.pattern_id ? byId.get(row.pattern_id) : undefined));
}

export function toPersonality(row: UserPersonalityRow | undefined): Personality {
  if (!row) return defaultPersonality();
  const communication = row.communication_style as Partial<Personality['communicationStyle']>;
  const work = row.work_style as Partial<Personality['workStyle']>;
  return {
    name: row.name,
    traits: row.traits,
    communicationStyle: { ...DEFAULT_COMMUNICATION_STYLE, ...communication },
    workStyle: { ...DEFAULT_WORK_STYLE, ...work },
    inferred: row.evidence as Personality['inferred'],
    editedFields: row.edited_fields,
  };
}

export async function loadPersonality(db: Kysely<Database>, userId: string): Promise<Personality> {
  return toPersonality(await db.selectFrom('user_personalities').selectAll().where('user_id', '=', userId).executeTakeFirst());
}

export async function savePersonality(db: Kysely<Database>, userId: string, personality: Personality): Promise<void> {
  const values = {
    name: personality.name,
    traits: personality.traits,
    communication_style: JSON.stringify(personality.communicationStyle),
    work_style: JSON.stringify(personality.workStyle),
    edited_fields: personality.editedFields,
    evidence: JSON.stringify(personality.inferred),
    updated_at: new Date(),
  };
  await db
    .insertInto('user_personalities')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
