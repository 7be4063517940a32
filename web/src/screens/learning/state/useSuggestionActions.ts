import { useState } from 'react';
import { useNavigate } from 'react-router';
import { acceptSuggestion, dismissSuggestion, type Suggestion } from '../../../api/learning';
import { errorMessage } from '../../../api/ApiError';
import { queryClient } from '../../../data/queryClient';
import { patchQueries } from '../../../data/optimistic';
import { useToast } from '../../../toast/useToast';
import { learningKeys } from './learningKeys';

/** Every suggestions query, whatever its area. */
const SUGGESTIONS = [...learningKeys.all, 'suggestions'] as const;

const without = (id: string) => (list: Suggestion[]) => list.filter((one) => one.id !== id);

/** "Automate this" (drafts the automation, then opens it in the builder) and "Not now" (never asked again). */
export function useSuggestionActions() {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const accept = async (suggestion: Suggestion) => {
    setBusy(suggestion.id);
    try {
      const { automationId } = await acceptSuggestion(suggestion.id);
      await patchQueries(SUGGESTIONS, without(suggestion.id));
      void queryClient.invalidateQueries({ queryKey: learningKeys.all });
      void navigate(`/automation/${encodeURIComponent(automationId)}`);
    } catch (error) {
      toast.error(`Could not draft the automation: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const dismiss = async (suggestion: Suggestion) => {
    setBusy(suggestion.id);
    try {
      await dismissSuggestion(suggestion.id);
      await patchQueries(SUGGESTIONS, without(suggestion.id));
      toast.success('We will not suggest this again.');
    } catch (error) {
      toast.error(`Could not dismiss the suggestion: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return { accept, dismiss, busy };
}
