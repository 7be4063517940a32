import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../api/ApiError';
import { useSuggestionActions } from './state/useSuggestionActions';
import { useSuggestions } from './state/useLearning';
import { SuggestionCard } from './SuggestionCard';
import './learning.css';

/** On the automation list: every pending suggestion, drawn from what you repeat. */
export function SuggestedForYou() {
  const suggestions = useSuggestions();
  const { accept, dismiss, busy } = useSuggestionActions();
  const pending = suggestions.data?.filter((suggestion) => suggestion.status === 'pending');

  let body;
  if (pending?.length) {
    body = (
      <div className="learning-grid" data-testid="suggested-for-you-list">
        {pending.map((suggestion) => (
          <SuggestionCard key={suggestion.id} suggestion={suggestion} busy={busy === suggestion.id} onAccept={(one) => void accept(one)} onDismiss={(one) => void dismiss(one)} />
        ))}
      </div>
    );
  } else if (pending) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Nothing to suggest yet. As you work, the product notices what you do again and again and offers to automate it."
        data-testid="suggested-for-you-empty"
      />
    );
  } else if (suggestions.error && !suggestions.loading) {
    body = (
      <Alert
        type="warning"
        showIcon
        title="Could not load the suggestions"
        description={errorMessage(suggestions.error)}
        action={<Button size="small" onClick={() => void suggestions.reload()}>Try again</Button>}
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  }

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          Suggested for you
        </Typography.Title>
      }
      data-testid="suggested-for-you"
    >
      {body}
    </Card>
  );
}
