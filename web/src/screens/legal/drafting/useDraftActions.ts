import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import {
  checkDocumentCitations,
  confirmCitation,
  deleteDocument,
  exportDocx,
  updateDocument,
  type DocumentChanges,
  type DocumentCitation,
  type LegalDocument,
} from '../api/documents';
import { legalKeys } from '../state/legalKeys';

const DOCUMENTS = [...legalKeys.all, 'documents'] as const;

/** Saving, citation checks and confirmations, the Word export and deleting, for the open draft. */
export function useDraftActions(documentId: string) {
  const client = useQueryClient();
  const toast = useToast();
  const key = legalKeys.document(documentId);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [checking, setChecking] = useState(false);
  const [busyCitation, setBusyCitation] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const patchCitations = (change: (list: DocumentCitation[]) => DocumentCitation[]) =>
    client.setQueryData<LegalDocument>(key, (document) => (document ? { ...document, citations: change(document.citations) } : document));

  const save = async (changes: DocumentChanges): Promise<LegalDocument | null> => {
    setSaving(true);
    setStale(false);
    try {
      const document = await updateDocument(documentId, changes);
      client.setQueryData(key, document);
      void client.invalidateQueries({ queryKey: DOCUMENTS });
      toast.success('Draft saved.');
      return document;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(true);
      else toast.error(`Could not save the draft: ${errorMessage(error)}`);
      return null;
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    setStale(false);
    await client.invalidateQueries({ queryKey: key });
  };

  const check = async () => {
    setChecking(true);
    try {
      const citations = await checkDocumentCitations(documentId);
      patchCitations(() => citations);
      setExportError(null);
      void client.invalidateQueries({ queryKey: key });
    } catch (error) {
      toast.error(`Could not check the citations: ${errorMessage(error)}`);
    } finally {
      setChecking(false);
    }
  };

  const confirm = async (citation: DocumentCitation, confirmed: boolean) => {
    setBusyCitation(citation.id);
    try {
      const updated = await confirmCitation(documentId, citation.id, confirmed);
      patchCitations((list) => list.map((one) => (one.id === updated.id ? updated : one)));
      setExportError(null);
      void client.invalidateQueries({ queryKey: key });
    } catch (error) {
      toast.error(`Could not ${confirmed ? 'confirm' : 'withdraw'} the citation: ${errorMessage(error)}`);
    } finally {
      setBusyCitation(null);
    }
  };

  const exportWord = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { blob, filename } = await exportDocx(documentId);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const remove = async (): Promise<boolean> => {
    try {
      await deleteDocument(documentId);
      client.removeQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: DOCUMENTS });
      toast.success('Draft deleted.');
      return true;
    } catch (error) {
      toast.error(`Could not delete the draft: ${errorMessage(error)}`);
      return false;
    }
  };

  return { save, saving, stale, reload, check, checking, confirm, busyCitation, exportWord, exporting, exportError, remove };
}
