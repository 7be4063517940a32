import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { addMailToKnowledge, type MailDocumentInput } from '../../../api/knowledge';
import { useActionToast } from '../../../toast/useActionToast';
import { knowledgeKeys } from '../state/knowledgeKeys';
import { folderLink } from '../state/useKnowledgeParams';

/** POST /documents/from-mail, then a toast with a link to the folder the documents went to. */
export function useAddMailToKnowledge() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const actionToast = useActionToast();
  return useMutation({
    mutationFn: (input: MailDocumentInput & { folderName: string }) => {
      const { folderName: _name, ...body } = input;
      return addMailToKnowledge(body);
    },
    onSuccess: (documents, input) => {
      const what = documents.length === 1 ? `“${documents[0]!.title}”` : `${documents.length} documents`;
      actionToast('success', `Added ${what} to “${input.folderName}”`, {
        label: 'Open the folder',
        onClick: () => void navigate(folderLink(input.folderId)),
        testId: 'add-to-matter-open-folder',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}
