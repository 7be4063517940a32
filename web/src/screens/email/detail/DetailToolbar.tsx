import { Button, Divider, Dropdown, Flex, Tooltip } from 'antd';
import {
  ArrowLeftOutlined,
  ContainerOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FolderOutlined,
  RollbackOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import type { MailMessage } from '../../../../../domain/mail/types';
import { MIN_WIDTH, useMediaQuery } from '../../../components/useMediaQuery';
import type { ComposeDraft } from '../compose/ComposeModal';
import { senderAddress } from '../format';
import { FOLDER_ICONS } from '../nav/folderIcons';
import type { MessageActions } from '../state/useMessageActions';
import { useFolders, useLabels } from '../state/useMailbox';
import { AddToMatterButton } from './AddToMatterButton';
import { AskAgentReplyButton } from './AskAgentReplyButton';
import { ToolButton } from './ToolButton';

interface DetailToolbarProps {
  accountId: string;
  folderId: string;
  message: MailMessage;
  actions: MessageActions;
  onBack(): void;
  onReply(draft: ComposeDraft): void;
}

/** Back, reply, ask the agent to reply, read/unread, move, archive, delete and labels; moving ones return to the list at once. */
export function DetailToolbar({ accountId, folderId, message, actions, onBack, onReply }: DetailToolbarProps) {
  const folders = useFolders(accountId).data ?? [];
  const labels = useLabels(accountId).data ?? [];
  const labelled = useMediaQuery(MIN_WIDTH.xl);
  const leaveThen = (action: () => Promise<void>) => {
    onBack();
    void action();
  };
  const reply = () =>
    onReply({
      to: senderAddress(message.from),
      subject: /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`,
    });

  return (
    <Flex className="mail-toolbar" align="center" gap={4} wrap>
      <Tooltip title="Back to the list">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Back to the list" data-testid="message-back" />
      </Tooltip>
      <Divider orientation="vertical" />
      <ToolButton labelled={labelled} text="Reply" icon={<RollbackOutlined />} onClick={reply} testId="message-reply" />
      {folderId === 'SENT' || folderId === 'DRAFT' ? null : <AskAgentReplyButton accountId={accountId} messageId={message.id} labelled={labelled} />}
      <AddToMatterButton accountId={accountId} messageId={message.id} labelled={labelled} />
      <ToolButton
        labelled={labelled}
        text={message.unread ? 'Mark read' : 'Mark unread'}
        icon={message.unread ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        onClick={() => void actions.setRead([message], message.unread)}
        testId="message-toggle-read"
      />
      <Dropdown
        trigger={['click']}
        menu={{
          items: folders
            .filter((folder) => folder.id !== folderId)
            .map((folder) => ({ key: folder.id, label: folder.name, icon: FOLDER_ICONS[folder.id] })),
          onClick: ({ key }) => leaveThen(() => actions.move([message.id], key)),
        }}
      >
        <Button icon={<FolderOutlined />} aria-label="Move to" data-testid="message-move">
          {labelled ? 'Move to' : null}
        </Button>
      </Dropdown>
      <Dropdown
        trigger={['click']}
        menu={{
          items: labels.length
            ? labels.map((label) => ({
                key: label.id,
                label: label.name,
                icon: <span className="mail-label-dot" style={{ background: label.color.backgroundColor }} />,
              }))
            : [{ key: '__none', label: 'No labels yet: create one with “New label”', disabled: true }],
          selectable: true,
          multiple: true,
          selectedKeys: labels.filter((label) => message.labels.includes(label.id)).map((label) => label.id),
          onSelect: ({ key }) => void actions.setLabel(message, key, true),
          onDeselect: ({ key }) => void actions.setLabel(message, key, false),
        }}
      >
        <Button icon={<TagsOutlined />} aria-label="Labels" data-testid="message-labels">
          {labelled ? 'Labels' : null}
        </Button>
      </Dropdown>
      <ToolButton
        labelled={labelled}
        text="Archive"
        icon={<ContainerOutlined />}
        onClick={() => leaveThen(() => actions.archive([message.id]))}
        testId="message-archive"
      />
      <ToolButton
        labelled={labelled}
        text="Delete"
        danger
        icon={<DeleteOutlined />}
        onClick={() => leaveThen(() => actions.trash([message.id]))}
        testId="message-delete"
      />
    </Flex>
  );
}
