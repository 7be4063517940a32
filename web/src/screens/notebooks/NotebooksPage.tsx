import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { failureText, NOTEBOOK_MESSAGES } from '../../../../domain/notebooks/messages';
import { selectionAfterDelete } from '../../../../domain/notebooks/rules';
import { ApiError, errorMessage } from '../../api/ApiError';
import { fetchNotebook, type NotebookFilters } from '../../api/notebooks';
import { usePageTitle } from '../../navigation/usePageTitle';
import { useToast } from '../../toast/useToast';
import { NotebookEditor } from './editor/NotebookEditor';
import { NotebookList } from './list/NotebookList';
import { notebooksKeys } from './state/notebooksKeys';
import { useNotebook, useNotebookActions, useNotebookList } from './state/useNotebooks';
import './notebooks.css';

const START: NotebookFilters = { search: '', favorites: false, archived: false, templates: false };

/** /notebooks and /notebooks/:notebookId: the notebook list beside the open notebook. */
export function NotebooksPage() {
  const { notebookId = null } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const [filters, setFilters] = useState<NotebookFilters>(START);
  const list = useNotebookList(filters);
  const templates = useNotebookList({ ...START, templates: true, archived: false });
  const detail = useNotebook(notebookId);
  const actions = useNotebookActions();
  // The version the open editors were filled from; a reload takes the server's current one.
  const [loaded, setLoaded] = useState<{ id: string; version: number; key: number } | null>(null);
  usePageTitle(detail.data?.notebook.title ?? 'Notebooks');

  useEffect(() => {
    const current = detail.data?.notebook;
    if (current && loaded?.id !== current.id) setLoaded({ id: current.id, version: current.version, key: Date.now() });
  }, [detail.data, loaded?.id]);

  const create = (templateId?: string) =>
    actions.create.mutate(templateId ? { templateId } : {}, {
      onSuccess: (reply) => navigate(`/notebooks/${reply.notebook.id}`),
      onError: (error) => toast.error(failureText('createNotebook', errorMessage(error))),
    });

  const importFile = async (file: File) => {
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      toast.error(failureText('createNotebook', NOTEBOOK_MESSAGES.importInvalid));
      return;
    }
    actions.import.mutate(data, {
      onSuccess: (reply) => {
        const { sections, blocks } = reply.dropped;
        toast.success(sections || blocks ? `Imported. Left out ${sections} incomplete section(s) and ${blocks} incomplete block(s).` : 'Imported.');
        navigate(`/notebooks/${reply.notebook.id}`);
      },
      onError: (error) => toast.error(failureText('createNotebook', errorMessage(error))),
    });
  };

  const reload = async () => {
    if (!notebookId) return;
    const reply = await client.fetchQuery({ queryKey: notebooksKeys.detail(notebookId), queryFn: ({ signal }) => fetchNotebook(notebookId, signal), staleTime: 0 });
    setLoaded({ id: reply.notebook.id, version: reply.notebook.version, key: Date.now() });
  };

  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <div className="notebooks-page">
      <NotebookList
        filters={filters}
        onFilters={setFilters}
        notebooks={list.data}
        loading={list.isPending}
        error={list.error}
        templates={templates.data ?? []}
        selectedId={notebookId}
        creating={actions.create.isPending}
        onCreate={create}
        onImport={(file) => void importFile(file)}
        onDelete={(notebook) =>
          actions.remove.mutate(notebook.id, {
            onSuccess: () => {
              // Deleting the open notebook clears the selection.
              if (selectionAfterDelete(notebookId, notebook.id) === null) navigate('/notebooks');
            },
            onError: (error) => toast.error(failureText('deleteNotebook', errorMessage(error))),
          })
        }
      />
      <main className="notebooks-main" aria-label="Notebook">
        {!notebookId ? (
          <Empty description="Choose a notebook from the list, or create a new one." />
        ) : detail.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : notFound ? (
          <Alert type="warning" showIcon message={NOTEBOOK_MESSAGES.notFound} action={<Button onClick={() => navigate('/notebooks')}>Back to the list</Button>} />
        ) : detail.isError ? (
          <Alert type="error" showIcon message="This notebook could not be loaded." description={errorMessage(detail.error)} action={<Button onClick={() => void detail.refetch()}>Try again</Button>} />
        ) : detail.data && loaded?.id === notebookId ? (
          <NotebookEditor key={`${notebookId}:${loaded.key}`} reply={detail.data} loadedVersion={loaded.version} onReload={() => void reload()} />
        ) : (
          <Skeleton active />
        )}
      </main>
    </div>
  );
}
