import { useSuggestionActions } from './state/useSuggestionActions';
import { useSuggestions } from './state/useLearning';
import { SuggestionCard } from './SuggestionCard';
import './learning.css';

/** Above the message list: what the product noticed you do with mail, to automate. Nothing while none. */
export function EmailSuggestionBanner() {
  const suggestions = useSuggestions('email');
  const { accept, dismiss, busy } = useSuggestionActions();
  const pending = suggestions.data?.filter((suggestion) => suggestion.status === 'pending') ?? [];
  if (pending.length === 0) return null;
  return (
    <div data-testid="email-suggestions">
      {pending.slice(0, 2).map((suggestion) => (
        <SuggestionCard
          key={suggestion.id}
          compact
          suggestion={suggestion}
          busy={busy === suggestion.id}
          onAccept={(one) => void accept(one)}
          onDismiss={(one) => void dismiss(one)}
        />
      ))}
    </div>
  );
}
