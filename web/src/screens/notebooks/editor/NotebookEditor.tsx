import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Space, Switch, Tag, Typography } from 'antd';
import { PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { NotebookFailure } from '../../../../../domain/notebooks/messages';
import type { NotebookBlock } from '../../../../../domain/notebooks/views';
import * as api from '../../../api/notebooks';
import { useUserTimeZone } from '../../../settings/useUserTimeZone';
import { useToast } from '../../../toast/useToast';
import { useNotebookWriter, type SaveState } from '../state/useNotebookWriter';
import { AiBlock } from './AiBlock';
import { DrivePicker } from './DrivePicker';
import { RichBlock } from './RichBlock';
import { SectionView, type SectionActions } from './SectionView';

interface Props {
  reply: api.NotebookReply;
  /** The version the editors were filled from. */
  loadedVersion: number;
  onReload(): void;
}

const SAVE_TEXT: Record<SaveState, string> = { idle: 'All changes saved', unsaved: 'Unsaved changes', saving: 'Saving…', saved: 'Saved', error: 'Not saved' };

/** One notebook: title, flags, sections of blocks; every change is saved as it is made. */
export function NotebookEditor({ reply, loadedVersion, onReload }: Props) {
  const { notebook, ai } = reply;
  const id = notebook.id;
  const toast = useToast();
  const client = useQueryClient();
  const timeZone = useUserTimeZone();
  const writer = useNotebookWriter(id, loadedVersion, notebook.version);
  const { write } = writer;
  const [picker, setPicker] = useState<((src: string, alt: string) => void) | null>(null);
  const [busyBlock, setBusyBlock] = useState<string | null>(null);

  const change = (failure: NotebookFailure, changes: api.NotebookChanges) => void write(failure, (v) => api.updateNotebook(id, v, changes));

  const runAi = useCallback(
    async (blockId: string, failure: NotebookFailure, request: () => Promise<api.NotebookReply>, done?: (reply: api.NotebookReply) => void) => {
      setBusyBlock(blockId);
      const result = await write(failure, async () => request());
      setBusyBlock(null);
      if (result) done?.(result);
    },
    [write],
  );

  const renderBlock = (block: NotebookBlock, label: string) =>
    block.type === 'ai' ? (
      <AiBlock
        block={block}
        ai={ai}
        busy={busyBlock === block.id}
        timeZone={timeZone}
        onAnalyze={() => void runAi(block.id, 'analyzeNotebook', () => api.analyzeNotebook(id, block.id))}
        onAcceptTask={(suggestionId) =>
          void runAi(block.id, 'generateAiResponse', () => api.acceptSuggestedTask(id, block.id, suggestionId), () => {
            toast.success('Added to your tasks.');
            void client.invalidateQueries({ queryKey: ['tasks'] });
          })
        }
        onAcceptEvent={(suggestionId) =>
          void runAi(block.id, 'generateAiResponse', () => api.acceptSuggestedEvent(id, block.id, suggestionId), () => {
            toast.success('Added to your calendar.');
            void client.invalidateQueries({ queryKey: ['calendar'] });
          })
        }
      />
    ) : (
      <RichBlock
        content={block.content}
        label={`${label}: text`}
        onSave={(content) => void write('updateBlock', (v) => api.updateBlock(id, block.id, v, content))}
        onDirty={writer.markDirty}
        onPickImage={(insert) => setPicker(() => insert)}
      />
    );

  const actions: SectionActions = {
    renameSection: (sectionId, title) => void write('updateSection', (v) => api.updateSection(id, sectionId, v, { title })),
    deleteSection: (sectionId) => void write('deleteSection', (v) => api.deleteSection(id, sectionId, v)),
    addBlock: (sectionId, type) => void write('addBlock', (v) => api.addBlock(id, sectionId, v, { type })),
    moveBlock: (blockId, sectionId, index) => void write('updateBlock', (v) => api.moveBlock(id, blockId, v, sectionId, index)),
    deleteBlock: (blockId) => void write('deleteBlock', (v) => api.deleteBlock(id, blockId, v)),
    renderBlock,
  };

  return (
    <article className="notebook-editor" aria-label={`Notebook ${notebook.title}`}>
      <Flex vertical gap={8} className="notebook-editor-head">
        <Flex gap={8} align="center" wrap>
          <Button
            type="text"
            aria-pressed={notebook.isFavorite}
            aria-label={notebook.isFavorite ? 'Remove from favourites' : 'Add to favourites'}
            icon={notebook.isFavorite ? <StarFilled className="notebook-star" /> : <StarOutlined />}
            onClick={() => change('updateNotebook', { isFavorite: !notebook.isFavorite })}
          />
          <Input
            key={`${id}:${loadedVersion}:${notebook.title}`}
            className="notebook-title"
            variant="borderless"
            defaultValue={notebook.title}
            aria-label="Notebook title"
            placeholder="Untitled"
            maxLength={300}
            onBlur={(event) => event.target.value.trim() !== notebook.title && change('updateNotebook', { title: event.target.value })}
            onPressEnter={(event) => event.currentTarget.blur()}
          />
        </Flex>
        <Flex gap={16} align="center" wrap className="notebook-meta">
          <Typography.Text type="secondary" aria-live="polite" data-testid="notebook-save-state">
            {SAVE_TEXT[writer.saveState]}
          </Typography.Text>
          <Tag data-testid="notebook-version">Version {notebook.version}</Tag>
          <Space size={4}>
            <Switch size="small" id="nb-archived" checked={notebook.isArchived} onChange={(on) => change('updateNotebook', { isArchived: on })} />
            <label htmlFor="nb-archived">Archived</label>
          </Space>
          <Space size={4}>
            <Switch size="small" id="nb-public" checked={notebook.isPublic} onChange={(on) => change('updateNotebook', { isPublic: on })} />
            <label htmlFor="nb-public">Public</label>
          </Space>
          <Space size={4}>
            <Switch size="small" id="nb-template" checked={notebook.isTemplate} onChange={(on) => change('updateNotebook', { isTemplate: on })} />
            <label htmlFor="nb-template">Template</label>
          </Space>
        </Flex>
        {writer.changedElsewhere && (
          <Alert
            type="warning"
            showIcon
            message="This notebook was changed in another tab or by another window."
            description="Your last change was not saved over it. Reload to see the latest version, then make your change again."
            action={
              <Button size="small" onClick={onReload}>
                Reload
              </Button>
            }
          />
        )}
      </Flex>
      {notebook.sections.length === 0 && <Typography.Paragraph type="secondary">This notebook is empty. Add a section to start writing.</Typography.Paragraph>}
      {notebook.sections.map((section) => (
        <SectionView key={section.id} section={section} actions={actions} />
      ))}
      <Button icon={<PlusOutlined />} onClick={() => void write('addSection', (v) => api.addSection(id, v))}>
        Add section
      </Button>
      <DrivePicker
        open={picker !== null}
        onClose={() => setPicker(null)}
        onPick={(src, alt) => {
          picker?.(src, alt);
          setPicker(null);
        }}
      />
    </article>
  );
}
