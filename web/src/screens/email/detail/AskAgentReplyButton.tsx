import { RobotOutlined } from '@ant-design/icons';
import { ToolButton } from './ToolButton';
import { useAskAgentReply } from './useAskAgentReply';

/** The E-mail Agent drafts a reply from the analysis; sending it waits for approval in the Audit Queue. */
export function AskAgentReplyButton({ accountId, messageId, labelled }: { accountId: string; messageId: string; labelled: boolean }) {
  const { ask, asking } = useAskAgentReply(accountId, messageId);
  return (
    <ToolButton
      labelled={labelled}
      text="Ask agent to reply"
      icon={<RobotOutlined />}
      loading={asking}
      onClick={() => void ask()}
      testId="ask-agent-reply"
    />
  );
}
