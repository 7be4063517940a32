/** The person's own edits of their personality: each field they set is marked edited, so inference leaves it alone. */
import type { Kysely } from 'kysely';
import { loadPersonality, savePersonality } from '../../activities/learning/views';
import type { Database } from '../../db/schema';
import type { CommunicationStyle, Personality, WorkStyle } from '../../domain/learning/types';
import { publishLive } from '../live/publish';

export interface PersonalityPatch {
  name?: string;
  traits?: string[];
  communicationStyle?: Partial<CommunicationStyle>;
  workStyle?: Partial<WorkStyle>;
}

export async function patchPersonality(db: Kysely<Database>, userId: string, patch: PersonalityPatch): Promise<Personality> {
  return db.transaction().execute(async (trx) => {
    const current = await loadPersonality(trx, userId);
    const edited = new Set(current.editedFields);
    const inferred = { ...current.inferred };
    const mark = (field: string) => {
      edited.add(field);
      delete inferred[field];
    };
    if (patch.name !== undefined) mark('name');
    if (patch.traits !== undefined) mark('traits');
    for (const field of Object.keys(patch.communicationStyle ?? {})) mark(`communicationStyle.${field}`);
    for (const field of Object.keys(patch.workStyle ?? {})) mark(`workStyle.${field}`);
    const next: Personality = {
      name: patch.name?.trim() ?? current.name,
      traits: patch.traits ? [...new Set(patch.traits.map((trait) => trait.trim()).filter(Boolean))] : current.traits,
      communicationStyle: { ...current.communicationStyle, ...patch.communicationStyle },
      workStyle: {
        ...current.workStyle,
        ...patch.workStyle,
        ...(patch.workStyle?.peakProductivityHours ? { peakProductivityHours: [...new Set(patch.workStyle.peakProductivityHours)].sort((a, b) => a - b) } : {}),
      },
      inferred,
      editedFields: [...edited].sort(),
    };
    await savePersonality(trx, userId, next);
    await publishLive(trx, userId, 'learning.changed', { personality: true });
    return next;
  });
}
