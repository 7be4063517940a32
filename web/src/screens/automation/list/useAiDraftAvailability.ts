import { useSlot } from '../../../data/useSlot';

export interface AiDraftAvailability {
  /** Why drafting from a description is off (the server has no AI key); null while it may work. */
  needsKey: string | null;
}

/** Once the server said it has no AI key, the option stays off for the rest of the visit. */
export function useAiDraftAvailability() {
  const [value, update] = useSlot<AiDraftAvailability>('automation-ai-draft', 'visit', () => ({ needsKey: null }));
  return [value, (next: AiDraftAvailability) => update(() => next)] as const;
}
