import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/ApiError';

/** Runs a form submission, holding its pending state and the API's error message for inline display. */
export function useSubmit<T>(action: (values: T) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (values: T) => {
      setPending(true);
      setError(null);
      try {
        await action(values);
      } catch (failure) {
        setError(errorMessage(failure));
      } finally {
        setPending(false);
      }
    },
    [action],
  );

  return { submit, pending, error };
}
