import { useMemo, type CSSProperties } from 'react';
import { theme } from 'antd';
import { useThemeVars } from '../../../theme/useThemeVars';

/** The shared theme variables plus the highlight colours of found passages (antd's warning tokens, readable in both themes). */
export function useKnowledgeVars(): CSSProperties {
  const vars = useThemeVars();
  const { token } = theme.useToken();
  return useMemo(
    () => ({ ...vars, '--ws-mark-bg': token.colorWarningBg, '--ws-mark-line': token.colorWarningBorderHover }) as CSSProperties,
    [vars, token],
  );
}
