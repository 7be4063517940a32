import { useState } from 'react';
import { Modal, Segmented, Tooltip } from 'antd';
import { AppstoreOutlined, FileAddOutlined, RobotOutlined } from '@ant-design/icons';
import type { CreateAutomationBody } from '../../../../../domain/automation/contract';
import { useToast } from '../../../toast/useToast';
import { useCreateAutomation } from '../state/useCreateAutomation';
import { BlankForm } from './BlankForm';
import { DraftFromDescription } from './DraftFromDescription';
import { TemplateChooser } from './TemplateChooser';
import { useAiDraftAvailability } from './useAiDraftAvailability';

type Source = 'blank' | 'template' | 'describe';

interface NewAutomationModalProps {
  open: boolean;
  onClose(): void;
}

/** A new automation from a blank canvas, a built-in template, or a description the AI drafts from. */
export function NewAutomationModal({ open, onClose }: NewAutomationModalProps) {
  const [source, setSource] = useState<Source>('blank');
  const [ai, setAi] = useAiDraftAvailability();
  const create = useCreateAutomation();
  const toast = useToast();
  const createAndClose = async (body: CreateAutomationBody) => {
    await create(body);
    onClose();
  };

  return (
    <Modal open={open} title="New automation" width={720} footer={null} onCancel={onClose} destroyOnHidden data-testid="automation-new-modal">
      <Segmented<Source>
        block
        value={source}
        onChange={setSource}
        style={{ marginBottom: 16 }}
        data-testid="automation-new-source"
        options={[
          { value: 'blank', label: 'Blank canvas', icon: <FileAddOutlined /> },
          { value: 'template', label: 'From a template', icon: <AppstoreOutlined /> },
          {
            value: 'describe',
            disabled: ai.needsKey !== null,
            icon: <RobotOutlined />,
            label: ai.needsKey ? (
              <Tooltip title={ai.needsKey}>
                <span data-testid="automation-ai-needs-key">Describe it (needs an AI key)</span>
              </Tooltip>
            ) : (
              'Describe it'
            ),
          },
        ]}
      />
      {source === 'blank' ? <BlankForm onCreate={createAndClose} /> : null}
      {source === 'template' ? <TemplateChooser onCreate={createAndClose} /> : null}
      {source === 'describe' ? (
        <DraftFromDescription
          onCreate={createAndClose}
          onAiMissing={(message) => {
            setAi(message);
            setSource('blank');
            toast.info(`Drafting from a description needs an AI key: ${message}`);
          }}
        />
      ) : null}
    </Modal>
  );
}
