import { Button, Divider, Dropdown, Flex, Tooltip } from 'antd';
import {
  ArrowLeftOutlined,
  ContainerOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FolderOutlined,
  RollbackOutlined,
  ShareAltOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { prefixedSubject, quoteForForward, quoteForReply, type QuotedOriginal } from '../../../../../domain/mail/compose-body';
import type { MailMessage } from '../../../../../domain/mail/types';
import { MIN_WIDTH, useMediaQuery } from '../../../components/useMediaQuery';
import type { ComposeDraft } from '../compose/ComposeModal';
import { formatFullDate, senderAddress } from '../format';
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
/** Everyone on the message but this account, for Reply all: To gets the sender and the other To addresses. */
function replyAllRecipients(message: MailMessage, ownAddress: string | undefined): { to: string; cc: string } {
  const own = ownAddress?.toLowerCase();
  const seen = new Set<string>();
  const keep = (address: string) => {
    const bare = senderAddress(address).toLowerCase();
    if (!bare || bare === own || seen.has(bare)) return false;
    seen.add(bare);
    return true;
  };
  const to = [message.from, ...message.to].filter(keep);
  const cc = message.cc.filter(keep);
  return { to: to.join(', '), cc: cc.join(', ') };
}

export function DetailToolbar({ accountId, folderId, message, actions, onBack, onReply, ownAddress }: DetailToolbarProps & { ownAddress?: string | undefined }) {
  const folders = useFolders(accountId).data ?? [];
  const labels = useLabels(accountId).data ?? [];
  const labelled = useMediaQuery(MIN_WIDTH.xl);
  const leaveThen = (action: () => Promise<void>) => {
    onBack();
    void action();
  };
  const original: QuotedOriginal = { from: message.from, date: message.date, subject: message.subject, to: message.to, cc: message.cc, body: message.body, bodyMimeType: message.bodyMimeType };
  const reply = () =>
    onReply({
      to: folderId === 'SENT' ? message.to.join(', ') : senderAddress(message.from),
      subject: prefixedSubject('reply', message.subject),
      quoteHtml: quoteForReply(original, formatFullDate),
      inReplyToMessageId: message.id,
    });
  const replyAll = () => {
    const { to, cc } = replyAllRecipients(message, ownAddress);
    onReply({ to, ...(cc ? { cc } : {}), subject: prefixedSubject('reply', message.subject), quoteHtml: quoteForReply(original, formatFullDate), inReplyToMessageId: message.id });
  };
  const forward = () => onReply({ subject: prefixedSubject('forward', message.subject), quoteHtml: quoteForForward(original, formatFullDate) });

  return (
    <Flex className="mail-toolbar" align="center" gap={4} wrap>
      <Tooltip title="Back to the list">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Back to the list" data-testid="message-back" />
      </Tooltip>
      <Divider orientation="vertical" />
      <ToolButton labelled={labelled} text="Reply" icon={<RollbackOutlined />} onClick={reply} testId="message-reply" />
      <ToolButton labelled={labelled} text="Reply all" icon={<RollbackOutlined />} onClick={replyAll} testId="message-reply-all" />
      <ToolButton labelled={labelled} text="Forward" icon={<ShareAltOutlined />} onClick={forward} testId="message-forward" />
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
