import type { Personality, PersonalityChanges } from '../../api/learning';

/** The "How you work" form's fields, and the changes they make to the personality. */
export interface PersonalityFormValues {
  tone: Personality['communicationStyle']['tone'];
  verbosity: Personality['communicationStyle']['verbosity'];
  formality: number;
  peakProductivityHours: number[];
  preferredTaskDuration: number;
  breakFrequency: number;
}

export function personalityValues(personality: Personality): PersonalityFormValues {
  return { ...personality.communicationStyle, ...personality.workStyle };
}

const sameHours = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().every((hour, index) => hour === [...b].sort()[index]);

/** Only the fields the person changed, so the rest can still be learned. */
export function personalityChanges(before: Personality, values: PersonalityFormValues): PersonalityChanges {
  const communication: NonNullable<PersonalityChanges['communicationStyle']> = {};
  const work: NonNullable<PersonalityChanges['workStyle']> = {};
  const { communicationStyle: style, workStyle } = before;
  if (values.tone !== style.tone) communication.tone = values.tone;
  if (values.verbosity !== style.verbosity) communication.verbosity = values.verbosity;
  if (values.formality !== style.formality) communication.formality = values.formality;
  if (!sameHours(values.peakProductivityHours, workStyle.peakProductivityHours)) work.peakProductivityHours = [...values.peakProductivityHours].sort((a, b) => a - b);
  if (values.preferredTaskDuration !== workStyle.preferredTaskDuration) work.preferredTaskDuration = values.preferredTaskDuration;
  if (values.breakFrequency !== workStyle.breakFrequency) work.breakFrequency = values.breakFrequency;
  return {
    ...(Object.keys(communication).length ? { communicationStyle: communication } : {}),
    ...(Object.keys(work).length ? { workStyle: work } : {}),
  };
}

/** "Learned from 12 actions", "Set by you", or nothing when it is still the default. */
export function fieldHint(personality: Personality, field: string): string | null {
  if (personality.editedFields.includes(field)) return 'Set by you';
  const inferred = personality.inferred[field];
  if (inferred) return `Learned from ${inferred.samples} ${inferred.samples === 1 ? 'action' : 'actions'}`;
  return null;
}

/** 0–23 as "09:00". */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
