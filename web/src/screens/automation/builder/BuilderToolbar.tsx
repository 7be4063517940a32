import { useState } from 'react';
import { Badge, Button, Dropdown, Flex, Input, Modal, Space, Tooltip } from 'antd';
import { DownloadOutlined, DownOutlined, HistoryOutlined, PlayCircleOutlined, SaveOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/ApiError';
import { exportAutomation } from '../../../api/automations';
import { useToast } from '../../../toast/useToast';
import { downloadJson, fileSlug } from './downloadJson';
import type { Builder } from './useBuilder';

const SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘S' : 'Ctrl+S';

function saveHint(builder: Builder): string {
  const { state, problems } = builder;
  if (state.matches('invalid')) return `Fix ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} first`;
  if (state.matches('saved')) return 'No changes to save';
  return `Save as a new version (${SHORTCUT})`;
}

function runHint(builder: Builder): string | null {
  const { state, automation } = builder;
  if (automation.currentVersion === 0) return 'Save it first';
  if (automation.status !== 'active') return 'Activate it first: an inactive automation does not run';
  if (state.matches('saved')) return null;
  if (state.matches('invalid')) return 'Fix the problems and save first';
  return 'Save your changes first: a run uses the saved version';
}

interface BuilderToolbarProps {
  builder: Builder;
  onRun(): void;
  onVersions(): void;
  onRuns(): void;
}

/** Save (with a note), Run, Versions, Run history and Export; shown in the canvas's toolbar. */
export function BuilderToolbar({ builder, onRun, onVersions, onRuns }: BuilderToolbarProps) {
  const { state, problems, automation, save } = builder;
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
              Save
            </Button>
            <Dropdown
              disabled={!canSave}
              menu={{ items: [{ key: 'note', label: 'Save with a note…' }], onClick: () => setNoting(true) }}
              trigger={['click']}
            >
              <Button type="primary" icon={<DownOutlined />} disabled={!canSave} aria-label="More ways to save" />
            </Dropdown>
          </Space.Compact>
        </Badge>
      </Tooltip>
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
      <Tooltip title={automation.currentVersion ? 'Download the current version as a JSON file' : 'Save it first'}>
        <Button icon={<DownloadOutlined />} disabled={!automation.currentVersion} onClick={() => void exportFile()} data-testid="builder-export">
          Export
        </Button>
      </Tooltip>
      <Modal
        open={noting}
        title="Save with a note"
        okText="Save"
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
