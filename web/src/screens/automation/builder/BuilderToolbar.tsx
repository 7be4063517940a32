import { useState } from 'react';
import { Badge, Button, Dropdown, Flex, Input, Modal, Popconfirm, Space, Tooltip } from 'antd';
import { DownloadOutlined, DownOutlined, FileTextOutlined, HistoryOutlined, PlayCircleOutlined, SaveOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/ApiError';
import { exportAutomation } from '../../../api/automations';
import { useToast } from '../../../toast/useToast';
import { downloadJson, fileSlug } from './downloadJson';
import type { Builder } from './useBuilder';

const SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘S' : 'Ctrl+S';

function saveHint(builder: Builder): string {
  const { state, problems } = builder;
  if (state.matches('invalid')) return `Fix ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} before publishing; your draft is kept meanwhile`;
  if (state.matches('saved')) return 'Nothing new to publish';
  return `Publish as a new version that runs (${SHORTCUT})`;
}

function runHint(builder: Builder): string | null {
  const { state, automation } = builder;
  if (automation.currentVersion === 0) return 'Publish it first: a draft never runs';
  if (automation.status !== 'active') return 'Activate it first: an inactive automation does not run';
  if (state.matches('saved')) return null;
  if (state.matches('invalid')) return `Runs version ${automation.currentVersion}, the published one: your draft does not run`;
  return `Runs version ${automation.currentVersion}, the published one: publish your changes to run them`;
}

interface BuilderToolbarProps {
  builder: Builder;
  onRun(): void;
  onVersions(): void;
  onRuns(): void;
}

/** Publish (with a note), Save draft, Discard draft, Run, Versions, Run history and Export; shown in the canvas's toolbar. */
export function BuilderToolbar({ builder, onRun, onVersions, onRuns }: BuilderToolbarProps) {
  const { state, problems, automation, save, autosave, discard, dirty } = builder;
  const toast = useToast();
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState('');
  const saving = state.matches('saving');
  const canSave = state.can({ type: 'SAVE' });
  const blockedRun = runHint(builder);

  const exportFile = async () => {
    try {
      downloadJson(`${fileSlug(automation.name)}.automation.json`, await exportAutomation(automation.id));
    } catch (error) {
      toast.error(`Could not export it: ${errorMessage(error)}`);
    }
  };

  return (
    <Flex gap={8} align="center" wrap data-testid="builder-toolbar">
      <Tooltip title={saveHint(builder)}>
        <Badge count={state.matches('invalid') ? problems.length : 0} size="small" data-testid="builder-problem-count">
          <Space.Compact>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!canSave} onClick={() => void save()} data-testid="builder-save">
              Publish
            </Button>
            <Dropdown
              disabled={!canSave}
              menu={{ items: [{ key: 'note', label: 'Publish with a note…' }], onClick: () => setNoting(true) }}
              trigger={['click']}
            >
              <Button type="primary" icon={<DownOutlined />} disabled={!canSave} aria-label="More ways to publish" />
            </Dropdown>
          </Space.Compact>
        </Badge>
      </Tooltip>
      <Tooltip title={dirty ? 'Keep this drawing as a draft now (it is also saved as you go); a draft never runs' : 'Nothing to keep: the drawing is the published version'}>
        <Button
          icon={<FileTextOutlined />}
          disabled={!dirty || autosave.status === 'saving' || state.matches('running')}
          onClick={() => void autosave.saveNow()}
          data-testid="builder-save-draft"
        >
          Save draft
        </Button>
      </Tooltip>
      {dirty && autosave.status !== 'none' && !state.matches('saving') && !state.matches('running') ? (
        <Popconfirm
          title="Discard the draft?"
          description={automation.currentVersion > 0 ? `The canvas goes back to version ${automation.currentVersion}.` : 'The canvas goes back to empty.'}
          okText="Discard"
          okButtonProps={{ danger: true }}
          cancelText="Keep it"
          onConfirm={() => void discard()}
        >
          <Button type="text" danger data-testid="builder-discard-draft">
            Discard draft
          </Button>
        </Popconfirm>
      ) : null}
      <Tooltip title={blockedRun ?? 'Run it now with test input'}>
        <Button icon={<PlayCircleOutlined />} disabled={blockedRun !== null} onClick={onRun} data-testid="builder-run">
          Run
        </Button>
      </Tooltip>
      <Button icon={<HistoryOutlined />} onClick={onVersions} data-testid="builder-versions">
        Versions
      </Button>
      <Button icon={<UnorderedListOutlined />} onClick={onRuns} data-testid="builder-runs">
        Runs
      </Button>
      <Tooltip title={automation.currentVersion ? 'Download the published version as a JSON file' : 'Publish it first'}>
        <Button icon={<DownloadOutlined />} disabled={!automation.currentVersion} onClick={() => void exportFile()} data-testid="builder-export">
          Export
        </Button>
      </Tooltip>
      <Modal
        open={noting}
        title="Publish with a note"
        okText="Publish"
        onOk={() => {
          setNoting(false);
          void save(note.trim() || undefined);
          setNote('');
        }}
        onCancel={() => setNoting(false)}
        destroyOnHidden
      >
        <Input.TextArea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={500}
          placeholder="What changed in this version"
          aria-label="Note"
          data-testid="builder-save-note"
        />
      </Modal>
    </Flex>
  );
}
