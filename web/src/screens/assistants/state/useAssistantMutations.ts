import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAssistant,
  deleteAssistant,
  installFromStore,
  linkFolders,
  unlinkFolder,
  updateAssistant,
  type AssistantChanges,
  type AssistantInput,
  type AssistantView,
} from '../../../api/assistants';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { knowledgeKeys } from '../../knowledge/state/knowledgeKeys';
import { assistantKeys, CHAT_ASSISTANTS_KEY } from './assistantKeys';

export interface SaveRequest {
  /** null: a new assistant. */
  id: string | null;
  fields: AssistantInput;
  /** The folders to link; undefined leaves the links as they are. */
  folderIds?: string[];
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Writes to the assistants; each refreshes the lists they touch (ours, the store's, the chat's and the folders'). */
export function useAssistantMutations() {
  const client = useQueryClient();
  const toast = useToast();
  const refresh = async (folders = false) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: assistantKeys.all }),
      client.invalidateQueries({ queryKey: CHAT_ASSISTANTS_KEY }),
      folders ? client.invalidateQueries({ queryKey: knowledgeKeys.folders() }) : Promise.resolve(),
    ]);
  };

  const save = useMutation({
    mutationFn: async ({ id, fields, folderIds }: SaveRequest): Promise<AssistantView> => {
      const assistant = id ? await updateAssistant(id, fields as AssistantChanges) : await createAssistant(fields);
      if (!folderIds || sameSet(folderIds, assistant.linkedFolders)) return assistant;
      try {
        return await linkFolders(assistant.id, folderIds);
      } catch (error) {
        // The assistant itself is saved: say what did not happen rather than offering to save it twice.
        toast.error(`“${assistant.name}” is saved, but its folders could not be linked: ${errorMessage(error)}`);
        return assistant;
      }
    },
    onSuccess: (assistant, request) => toast.success(request.id ? `Saved “${assistant.name}”` : `“${assistant.name}” created`),
    onSettled: () => refresh(true),
  });

  const remove = useMutation({
    mutationFn: async (assistant: AssistantView) => ({ assistant, outcome: await deleteAssistant(assistant.id) }),
    onSuccess: ({ assistant, outcome }) =>
      outcome === 'deleted'
        ? toast.success(`“${assistant.name}” deleted`)
        : toast.info(`“${assistant.name}” is named in past conversations, so it was kept for them as “[Deleted] ${assistant.name}” and removed from your list.`),
    onError: (error, assistant) => toast.error(`Could not delete “${assistant.name}”: ${errorMessage(error)}`),
    onSettled: () => refresh(true),
  });

  const unlink = useMutation({
    mutationFn: ({ assistantId, folderId }: { assistantId: string; folderId: string }) => unlinkFolder(assistantId, folderId),
    onError: (error) => toast.error(`Could not unlink the folder: ${errorMessage(error)}`),
    onSettled: () => refresh(true),
  });

  const install = useMutation({
    mutationFn: (catalogueId: string) => installFromStore(catalogueId),
    onSuccess: (assistant) => toast.success(`“${assistant.name}” is now one of your assistants`),
    onError: (error) => toast.error(`Could not install it: ${errorMessage(error)}`),
    onSettled: () => refresh(),
  });

  return { save, remove, unlink, install };
}
