import { Alert } from 'antd';

/** Without a usable AI model: what is missing, what to set up, and what answers look like meanwhile. */
export function NoModelBanner({ reason }: { reason: string | null }) {
  return (
    <Alert
      type="info"
      showIcon
      className="chat-banner"
      data-testid="chat-no-model"
      title="Replies need an AI model."
      closable={{ 'aria-label': 'Hide the note about the AI model' }}
      description={
        <>
          {reason ? `${reason} ` : ''}
          Until then, each answer lists the best passages from your documents, with links to them.
        </>
      }
    />
  );
}
