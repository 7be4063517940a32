import { useMemo } from 'react';
import { App } from 'antd';

export interface Toast {
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
}

/** Bottom-right toasts that follow the current theme (configured in ThemeProvider). */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (text) => notification.success({ title: text }),
      error: (text) => notification.error({ title: text }),
      info: (text) => notification.info({ title: text }),
    }),
    [notification],
  );
}
