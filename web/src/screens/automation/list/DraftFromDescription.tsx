import { useState } from 'react';
import { Alert, Button, Flex, Input, List, Typography } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import type { CreateAutomationBody, DraftReply } from '../../../../../domain/automation/contract';
import { AUTOMATION_MESSAGES } from '../../../../../domain/automation/messages';
import { NODE_TYPES } from '../../../../../domain/automation/node-types';
import { ApiError, errorMessage } from '../../../api/ApiError';
import { draftAutomation } from '../../../api/automations';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import { ProblemList } from '../ProblemList';

const NAME_LENGTH = 60;

/** A first name for the automation: the description's first line, shortened. */
function nameFrom(description: string): string {
  const line = description.trim().split('\n')[0] ?? '';
  return line.length > NAME_LENGTH ? `${line.slice(0, NAME_LENGTH - 1)}…` : line;
}

/** Why the draft failed, in the words the person should see; 502 is seed 001 §5's message, verbatim. */
function draftFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 502) return AUTOMATION_MESSAGES.generatedJsonInvalid;
  return errorMessage(error);
}

interface DraftFromDescriptionProps {
  onCreate(body: CreateAutomationBody): Promise<void>;
  /** The server has no AI key: the option is switched off. */
  onAiMissing(message: string): void;
}

/** Describe the automation in words; the AI drafts it, and its problems show before anything is created. */
export function DraftFromDescription({ onCreate, onAiMissing }: DraftFromDescriptionProps) {
  const [description, setDescription] = useState('');
  const [drafting, setDrafting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [draft, setDraft] = useState<DraftReply | null>(null);
  const [name, setName] = useState('');
  const { submit, pending, error } = useSubmit(async (reply: DraftReply) => {
    await onCreate({ name: name.trim() || nameFrom(description), description: description.trim(), definition: reply.definition });
  });

  const askForDraft = async () => {
    setDrafting(true);
    setFailure(null);
    try {
      const reply = await draftAutomation(description.trim());
      setDraft(reply);
      setName(nameFrom(description));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 503 && caught.code === 'ai_not_configured') onAiMissing(caught.message);
      else setFailure(draftFailure(caught));
    } finally {
      setDrafting(false);
    }
  };

  return (
    <Flex vertical gap={12} data-testid="automation-draft">
      <Input.TextArea
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={4000}
        placeholder="e.g. When an e-mail about a hearing arrives, draft a reply confirming receipt and wait for my approval before sending it."
        aria-label="Describe the automation"
        data-testid="automation-draft-description"
      />
      <Flex justify="flex-end">
        <Button icon={<RobotOutlined />} loading={drafting} disabled={!description.trim()} onClick={() => void askForDraft()} data-testid="automation-draft-submit">
          {draft ? 'Draft it again' : 'Draft it'}
        </Button>
      </Flex>
      {failure ? <Alert type="error" showIcon title={failure} data-testid="automation-draft-error" /> : null}
      {draft ? (
        <>
          <List
            size="small"
            bordered
            header={<Typography.Text strong>The draft: {draft.definition.nodes.length} steps</Typography.Text>}
            dataSource={draft.definition.nodes}
            renderItem={(node) => (
              <List.Item>
                <Typography.Text>{node.name}</Typography.Text>
                <Typography.Text type="secondary">{NODE_TYPES[node.type]?.label ?? node.type}</Typography.Text>
              </List.Item>
            )}
            data-testid="automation-draft-steps"
          />
          <ProblemList problems={draft.problems} definition={draft.definition} title={`${draft.problems.length} to fix in the builder before it can be saved`} />
          <FormError message={error} />
          <Flex gap={8}>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={200} aria-label="Name" placeholder="Name of the new automation" />
            <Button type="primary" loading={pending} onClick={() => void submit(draft)} data-testid="automation-create-from-draft">
              {draft.problems.length ? 'Create and fix in the builder' : 'Create automation'}
            </Button>
          </Flex>
        </>
      ) : null}
    </Flex>
  );
}
