import { useState } from 'react';
import { Flex, Skeleton, Typography } from 'antd';
import { DashboardOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { DocumentView, SearchHit } from '../../api/knowledge';
import { usePageTitle } from '../../navigation/usePageTitle';
import { DocumentsPane } from './documents/DocumentsPane';
import { MoveDocumentModal } from './documents/MoveDocumentModal';
import { NewNoteModal } from './documents/NewNoteModal';
import { FolderHeader } from './folders/FolderHeader';
import { FolderModal, type FolderModalMode } from './folders/FolderModal';
import { FolderPane } from './folders/FolderPane';
import { MatterLinksPanel } from './matter-links/MatterLinksPanel';
import { SearchBox } from './search/SearchBox';
import { SearchResults } from './search/SearchResults';
import { scopeOf, searchScopeText } from './state/scope';
import { useDocumentMutations } from './state/useDocumentMutations';
import { useFolderMutations } from './state/useFolderMutations';
import { useKnowledgeParams } from './state/useKnowledgeParams';
import { useKnowledgeVars } from './state/useKnowledgeVars';
import { useFolders, useSearch } from './state/useKnowledgeQueries';
import { DocumentViewer } from './viewer/DocumentViewer';
import './knowledge.css';

/** The viewer's address for a search hit, keeping the rest of the screen's state (folder, query). */
function hitHref(current: URLSearchParams, hit: SearchHit): string {
  const next = new URLSearchParams(current);
  next.set('document', hit.documentId);
  for (const [name, value] of [
    ['matterId', hit.matterId],
    ['page', hit.page !== null ? String(hit.page) : null],
    ['chunk', hit.chunkId],
  ] as const) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return `/knowledge?${next.toString()}`;
}

/** /knowledge: folders and matters on the left, the open folder's documents (or search results) on the right. */
export function KnowledgePage() {
  usePageTitle('Knowledge Base');
  const vars = useKnowledgeVars();
  const params = useKnowledgeParams();
  const folders = useFolders();
  const folderList = folders.data ?? [];
  const scope = scopeOf(folderList, params.folderId);
  // Until the folders are known, the matter of ?folder= is unknown: nothing is asked for before that.
  const search = useSearch(params.query, scope, folders.isSuccess);
  const folderActions = useFolderMutations();
  const documentActions = useDocumentMutations();
  const [folderModal, setFolderModal] = useState<FolderModalMode | null>(null);
  const [moving, setMoving] = useState<DocumentView | null>(null);
  const [writingNote, setWritingNote] = useState(false);

  const openDocument = (document: DocumentView) => params.openDocument({ documentId: document.id, matterId: document.matterId, page: null, chunkId: null });

  return (
    <Flex vertical gap={16} style={vars} className="kb-screen" data-testid="kb-screen">
      <Flex justify="space-between" align="flex-end" gap={12} wrap>
        <div>
          <Typography.Title level={1} className="kb-title">
            Knowledge Base
          </Typography.Title>
          <Typography.Text type="secondary">Your documents by folder and client matter, searchable by what they mean.</Typography.Text>
        </div>
        <Link to="/knowledge/ai-processing" className="kb-text-link" data-testid="kb-processing-link">
          <DashboardOutlined /> Processing status
        </Link>
      </Flex>
      <SearchBox query={params.query} onSearch={params.setQuery} searching={search.isFetching} />
      <div className="kb-layout">
        <FolderPane
          folders={folders.data}
          loading={folders.isPending}
          error={folders.error}
          selectedId={scope.folderId}
          onSelect={params.selectFolder}
          onNewFolder={() => setFolderModal({ kind: 'create', parent: scope.folder, asMatter: false })}
          onNewMatter={() => setFolderModal({ kind: 'create', parent: null, asMatter: true })}
          onRetry={() => void folders.refetch()}
        />
        <section className="kb-main" aria-label={scope.folder ? `Documents in ${scope.folder.name}` : 'Documents outside matters'}>
          {folders.isPending ? (
            <div role="status" aria-busy="true" aria-label="Loading documents">
              <Skeleton active paragraph={{ rows: 6 }} />
            </div>
          ) : params.query ? (
            <SearchResults
              query={params.query}
              scopeText={searchScopeText(scope)}
              hits={search.data?.hits}
              loading={search.isLoading}
              error={search.error}
              hrefFor={(hit) => hitHref(new URLSearchParams(window.location.search), hit)}
              onRetry={() => void search.refetch()}
              onClear={() => params.setQuery('')}
            />
          ) : (
            <Flex vertical gap={12}>
              <FolderHeader
                scope={scope}
                onEdit={() => scope.folder && setFolderModal({ kind: 'edit', folder: scope.folder })}
                onDelete={() => {
                  const folder = scope.folder;
                  if (!folder) return Promise.resolve();
                  return folderActions.remove.mutateAsync(folder.id).then(() => params.selectFolder(folder.parentId));
                }}
              />
              <DocumentsPane
                scope={scope}
                onOpen={openDocument}
                onMove={setMoving}
                onDelete={(document) => documentActions.remove.mutateAsync(document)}
                onNewNote={() => setWritingNote(true)}
              />
              {scope.folder?.isMatter ? <MatterLinksPanel matter={scope.folder} onEdit={() => scope.folder && setFolderModal({ kind: 'edit', folder: scope.folder })} /> : null}
            </Flex>
          )}
        </section>
      </div>
      <FolderModal
        mode={folderModal}
        saving={folderActions.create.isPending || folderActions.update.isPending}
        onCreate={(input) => folderActions.create.mutateAsync(input).then((folder) => params.selectFolder(folder.id))}
        onUpdate={(folderId, changes) => folderActions.update.mutateAsync({ folderId, changes })}
        onClose={() => setFolderModal(null)}
        folders={folderList}
      />
      <MoveDocumentModal
        document={moving}
        folders={folderList}
        saving={documentActions.move.isPending}
        onMove={(document, folderId) => documentActions.move.mutateAsync({ document, folderId })}
        onClose={() => setMoving(null)}
      />
      <NewNoteModal
        open={writingNote}
        folderId={scope.folderId}
        folderName={scope.folder?.name ?? null}
        saving={documentActions.createNote.isPending}
        onCreate={(input) => documentActions.createNote.mutateAsync(input)}
        onClose={() => setWritingNote(false)}
      />
      <DocumentViewer target={params.viewer} onClose={params.closeDocument} />
    </Flex>
  );
}
