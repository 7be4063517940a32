import {
  fetchBehaviours,
  fetchPatterns,
  fetchPersonality,
  fetchSuggestions,
  type Behaviour,
  type Pattern,
  type Personality,
  type Suggestion,
  type SuggestionArea,
} from '../../../api/learning';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { learningKeys } from './learningKeys';

/** Pending suggestions (of one area, or all); a live `learning.changed` refreshes them. */
export function useSuggestions(area?: SuggestionArea): Cached<Suggestion[]> {
  return useCachedQuery(learningKeys.suggestions(area), (signal) => fetchSuggestions(area, signal), { staleAfterMs: 60_000 });
}

export function usePatterns(): Cached<Pattern[]> {
  return useCachedQuery(learningKeys.patterns(), (signal) => fetchPatterns(signal), { staleAfterMs: 60_000 });
}

export function useBehaviours(): Cached<Behaviour[]> {
  return useCachedQuery(learningKeys.behaviours(), (signal) => fetchBehaviours(signal), { staleAfterMs: 60_000 });
}

export function usePersonality(): Cached<Personality> {
  return useCachedQuery(learningKeys.personality(), (signal) => fetchPersonality(signal), { staleAfterMs: 60_000 });
}
