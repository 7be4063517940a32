import { useMemo, type CSSProperties } from 'react';
import { theme } from 'antd';
import { useThemeVars } from '../../theme/useThemeVars';

/** The shared theme variables plus the colours of flagged sentences (antd's warning tokens, AA in both themes). */
export function useChatVars(): CSSProperties {
  const vars = useThemeVars();
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        ...vars,
        '--chat-flag-bg': token.colorWarningBg,
        '--chat-flag-line': token.colorWarningTextActive,
        '--chat-flag-icon': token.colorWarningTextActive,
        '--chat-quote-bg': token.colorErrorBg,
        '--chat-quote-line': token.colorErrorText,
        '--chat-link': token.colorLink,
      }) as CSSProperties,
    [vars, token],
  );
}
