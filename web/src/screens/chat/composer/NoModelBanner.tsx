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
      description={
        <>
          {reason ? `${reason} ` : ''}
          To have replies written, set OPENAI_API_KEY (and OPENAI_BASE_URL for another OpenAI-compatible server, a local one
          included) and restart the workspace. Until then, each answer lists the best passages from your documents, with
          links to them.
        </>
      }
    />
  );
}
