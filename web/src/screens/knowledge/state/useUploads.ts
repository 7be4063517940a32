import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UploadProps } from 'antd';
import { MAX_FILE_BYTES, fileTooLargeMessage } from '../../../../../domain/files/limits';
import { uploadDocument, type DocumentQuery, type DocumentView } from '../../../api/knowledge';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { knowledgeKeys } from './knowledgeKeys';

/** One file on its way to the server. */
export interface UploadItem {
  uid: string;
  name: string;
  percent: number;
  error: string | null;
}

type CustomRequest = NonNullable<UploadProps['customRequest']>;

/** The uploads of the documents pane: antd's Upload hands files to `customRequest`; progress is kept here. */
export function useUploads(folderId: string | null) {
  const client = useQueryClient();
  const toast = useToast();
  const [items, setItems] = useState<UploadItem[]>([]);

  const patch = useCallback((uid: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.uid === uid ? { ...item, ...changes } : item)));
  }, []);

  const customRequest = useCallback<CustomRequest>(
    (options) => {
      const file = options.file;
      if (!(file instanceof File)) return;
      const uid = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      if (file.size > MAX_FILE_BYTES) {
        // Refused before sending; the server would answer 413 with the same words.
        setItems((current) => [...current, { uid, name: file.name, percent: 0, error: fileTooLargeMessage() }]);
        return;
      }
      setItems((current) => [...current, { uid, name: file.name, percent: 0, error: null }]);
      uploadDocument(file, {
        folderId,
        onProgress: (percent) => {
          patch(uid, { percent });
          options.onProgress?.({ percent });
        },
      })
        .then((document) => {
          setItems((current) => current.filter((item) => item.uid !== uid));
          // The new document shows at once (as being read) in the lists of its folder, before they are fetched again.
          for (const [key, list] of client.getQueriesData<DocumentView[]>({ queryKey: [...knowledgeKeys.documents(), 'list'] })) {
            const query = key[3] as DocumentQuery | undefined;
            if (list && (query?.folderId ?? null) === document.folderId && !list.some((item) => item.id === document.id)) {
              client.setQueryData<DocumentView[]>(key, [document, ...list]);
            }
          }
          toast.success(`Uploaded “${document.title}”. It will be ready to search in a moment.`);
          options.onSuccess?.(document);
          void client.invalidateQueries({ queryKey: knowledgeKeys.all });
        })
        .catch((error: unknown) => {
          patch(uid, { error: errorMessage(error) });
          options.onError?.(error instanceof Error ? error : new Error(errorMessage(error)));
        });
    },
    [client, folderId, patch, toast],
  );

  const dismiss = useCallback((uid: string) => setItems((current) => current.filter((item) => item.uid !== uid)), []);
  return { items, customRequest, dismiss };
}
