import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { clearSearchHistory, deleteSavedCase, saveCase, searchCases, type CaseLawResult, type CaseSearchQuery, type SavedCase, type SearchDetail } from '../api/cases';
import { GENERAL_RESEARCH } from '../common/caseWords';
import { legalKeys } from '../state/legalKeys';

const SAVED = [...legalKeys.all, 'saved-cases'] as const;

/** Search (its answer goes into the cache as the search's detail), save and remove cases, clear the history. */
export function useResearchActions(onSearched: (searchId: string) => void) {
  const client = useQueryClient();
  const toast = useToast();
  const [savingId, setSavingId] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);

  const search = useMutation({
    mutationFn: (query: CaseSearchQuery) => searchCases(query),
    onSuccess: (reply, query) => {
      const detail: SearchDetail = {
        id: reply.searchId,
        query,
        resultCount: reply.results.length,
        sources: reply.sources,
        fallback: reply.fallback,
        createdAt: new Date().toISOString(),
        results: reply.results,
      };
      client.setQueryData(legalKeys.search(reply.searchId), detail);
      void client.invalidateQueries({ queryKey: legalKeys.searchHistory() });
      onSearched(reply.searchId);
    },
  });

  const save = async (result: CaseLawResult, matterId: string | null, matterName: string) => {
    setSavingId(result.id);
    try {
      await saveCase({ case: result, matterId });
      toast.success(`Saved “${result.name}” to ${matterName}.`);
      void client.invalidateQueries({ queryKey: SAVED });
    } catch (error) {
      toast.error(`Could not save the case: ${errorMessage(error)}`);
    } finally {
      setSavingId(null);
    }
  };

  const remove = async (saved: SavedCase) => {
    setRemovingId(saved.id);
    try {
      await deleteSavedCase(saved.id);
      client.setQueriesData<SavedCase[]>({ queryKey: SAVED }, (list) => list?.filter((one) => one.id !== saved.id));
      toast.success(`Removed “${saved.case.name}” from ${saved.matterName ?? GENERAL_RESEARCH}.`);
    } catch (error) {
      toast.error(`Could not remove the case: ${errorMessage(error)}`);
    } finally {
      setRemovingId(null);
      void client.invalidateQueries({ queryKey: SAVED });
    }
  };

  const clear = useMutation({
    mutationFn: clearSearchHistory,
    onSuccess: () => {
      client.setQueryData(legalKeys.searchHistory(), []);
      toast.success('Your search history is cleared.');
    },
    onError: (error) => toast.error(`Could not clear the history: ${errorMessage(error)}`),
  });

  return { search, save, remove, clear, savingId, removingId };
}
