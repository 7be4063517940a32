import { Prompts, Welcome } from '@ant-design/x';
import { FileSearchOutlined, CalendarOutlined, SolutionOutlined, AuditOutlined } from '@ant-design/icons';

/** Questions a workers' compensation office asks; each is a real button (Prompts' own cards take no keyboard). */
export const EXAMPLE_QUESTIONS = [
  { key: 'injury-notice', icon: <CalendarOutlined />, text: 'When did the applicant first report the injury to the employer?' },
  { key: 'medical', icon: <FileSearchOutlined />, text: "Summarise the treating physician's findings on permanent disability." },
  { key: 'deadlines', icon: <AuditOutlined />, text: 'Which hearings and filing deadlines are coming up in this case?' },
  { key: 'benefits', icon: <SolutionOutlined />, text: 'What temporary disability payments has the insurer made so far?' },
] as const;

interface WelcomeStateProps {
  assistantName: string | null;
  disabled: boolean;
  onAsk(question: string): void;
}

/** The empty conversation: what the assistant does, and example questions to start with. */
export function WelcomeState({ assistantName, disabled, onAsk }: WelcomeStateProps) {
  return (
    <div className="chat-welcome" data-testid="chat-welcome">
      <Welcome
        variant="borderless"
        title={<h2 className="chat-welcome-title">{assistantName ? `Ask ${assistantName}` : 'How can I help with your cases?'}</h2>}
        description="Ask about your files. Link documents from your knowledge base to the chat, and every answer cites the passages it used."
      />
      <Prompts
        title={<h3 className="chat-prompts-title">Try asking</h3>}
        wrap
        className="chat-prompts"
        onItemClick={({ data }) => {
          const question = EXAMPLE_QUESTIONS.find((item) => item.key === data.key);
          if (question && !disabled) onAsk(question.text);
        }}
        items={EXAMPLE_QUESTIONS.map((question) => ({
          key: question.key,
          icon: question.icon,
          disabled,
          // The card's click (which a press of this button bubbles to) asks the question.
          description: (
            <button type="button" className="chat-prompt-button" disabled={disabled} data-testid="chat-example">
              {question.text}
            </button>
          ),
        }))}
      />
    </div>
  );
}
