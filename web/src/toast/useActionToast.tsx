import { useMemo } from 'react';
import { App, Button } from 'antd';

export interface ToastAction {
  label: string;
  onClick(): void;
  testId?: string;
}

export type ActionToast = (kind: 'success' | 'info' | 'error', text: string, action: ToastAction) => void;

let counter = 0;

/**
 * A toast with one action under its text (e.g. "Open the Audit Queue"). Toasts render outside the
 * router, so the action is a callback (a navigate() taken inside it), not a <Link>.
 */
export function useActionToast(): ActionToast {
  const { notification } = App.useApp();
  return useMemo<ActionToast>(
    () => (kind, text, action) => {
      counter += 1;
      const key = `action-toast-${counter}`;
      notification[kind]({
        key,
        title: text,
        description: (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => {
              notification.destroy(key);
              action.onClick();
            }}
            data-testid={action.testId}
          >
            {action.label}
          </Button>
        ),
      });
    },
    [notification],
  );
}
