import { useCallback, useState, type DragEvent } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import type { DriveItemView } from '../../api/drive';
import { errorMessage } from '../../api/ApiError';
import { DriveBreadcrumb } from './DriveBreadcrumb';
import { DriveTable } from './DriveTable';
import { DriveToolbar } from './DriveToolbar';
import { MoveModal } from './MoveModal';
import { NameModal } from './NameModal';
import { PreviewDrawer } from './PreviewDrawer';
import { UploadList } from './UploadList';
import { useDriveActions, useDriveFolder } from './useDrive';
import { useUploads } from './useUploads';

type Dialog = { kind: 'new-folder' } | { kind: 'rename'; item: DriveItemView } | { kind: 'move'; item: DriveItemView } | null;

/** The user's own drive: one folder at a time, with uploads (button or drop), folders, and the per-item actions. */
export function MyDrive({ folderId, onOpenFolder }: { folderId: string | null; onOpenFolder(id: string | null): void }) {
  const folder = useDriveFolder(folderId);
  const actions = useDriveActions();
  const { invalidate } = actions;
  const uploads = useUploads(useCallback(() => void invalidate(), [invalidate]));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [previewing, setPreviewing] = useState<DriveItemView | null>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length) uploads.start(files, folderId);
  };

  if (folder.isError && !folder.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="This folder could not be opened."
        description={errorMessage(folder.error)}
        action={
          <Flex gap={8}>
            <Button onClick={() => void folder.refetch()}>Try again</Button>
            <Button onClick={() => onOpenFolder(null)}>Go to My drive</Button>
          </Flex>
        }
      />
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <DriveBreadcrumb path={folder.data?.path ?? []} onOpenFolder={onOpenFolder} />
        <DriveToolbar onNewFolder={() => setDialog({ kind: 'new-folder' })} onFiles={(files) => uploads.start(files, folderId)} />
      </Flex>
      <UploadList rows={uploads.rows} onDismiss={uploads.dismiss} onClear={uploads.clearFinished} />
      <section
        aria-label="Files and folders"
        className={`drive-drop-zone${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="drive-drop-zone"
      >
        <DriveTable
          items={folder.data?.items ?? []}
          loading={folder.isPending || (folder.isFetching && folder.isPlaceholderData)}
          onOpenFolder={(item) => onOpenFolder(item.id)}
          onPreview={setPreviewing}
          onRename={(item) => setDialog({ kind: 'rename', item })}
          onMove={(item) => setDialog({ kind: 'move', item })}
          onDelete={(item) => actions.remove.mutate(item)}
          onAddToKnowledge={(item) => actions.addToKnowledge.mutate(item)}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          Drop files here to upload them into this folder. Files can be up to 25 MB.
        </Typography.Paragraph>
      </section>

      <NameModal
        open={dialog?.kind === 'new-folder' || dialog?.kind === 'rename'}
        title={dialog?.kind === 'rename' ? `Rename "${dialog.item.name}"` : 'New folder'}
        label={dialog?.kind === 'rename' ? 'New name' : 'Folder name'}
        initialName={dialog?.kind === 'rename' ? dialog.item.name : ''}
        okText={dialog?.kind === 'rename' ? 'Rename' : 'Create folder'}
        onCancel={() => setDialog(null)}
        onSubmit={async (name) => {
          if (dialog?.kind === 'rename') await actions.rename.mutateAsync({ item: dialog.item, name });
          else await actions.createFolder.mutateAsync({ name, parentId: folderId });
          setDialog(null);
        }}
      />
      {dialog?.kind === 'move' && (
        <MoveModal
          item={dialog.item}
          startFolderId={folderId}
          onCancel={() => setDialog(null)}
          onMove={async (parentId, folderName) => {
            await actions.move.mutateAsync({ item: dialog.item, parentId, folderName });
            setDialog(null);
          }}
        />
      )}
      <PreviewDrawer item={previewing} onClose={() => setPreviewing(null)} />
    </Flex>
  );
}
