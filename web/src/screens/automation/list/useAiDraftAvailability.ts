import { useEffect } from 'react';
import { fetchDraftAvailability } from '../../../api/automations';
import { useSlot } from '../../../data/useSlot';

export interface AiDraftAvailability {
  /** Why drafting from a description is off (the server has no AI key); null while it may work. */
  needsKey: string | null;
  /** Whether the server has been asked yet this visit. */
  checked: boolean;
}

/** Asks the server once per visit whether it has an AI key; a 503 on drafting also turns the option off. */
export function useAiDraftAvailability() {
  const [value, update] = useSlot<AiDraftAvailability>('automation-ai-draft', 'visit', () => ({ needsKey: null, checked: false }));
  useEffect(() => {
    if (value.checked) return;
    const controller = new AbortController();
    fetchDraftAvailability(controller.signal).then(
      (availability) => update(() => ({ needsKey: availability.available ? null : (availability.message ?? 'An AI key is needed.'), checked: true })),
      // Unknown: the option stays on, and a 503 when drafting turns it off.
      () => undefined,
    );
    return () => controller.abort();
  }, [value.checked, update]);
  return [value, (needsKey: string | null) => update(() => ({ needsKey, checked: true }))] as const;
}
