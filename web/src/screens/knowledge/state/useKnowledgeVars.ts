import { useMemo, type CSSProperties } from 'react';
import { theme } from 'antd';
import { useThemeVars } from '../../../theme/useThemeVars';

/** The shared theme variables plus the highlight colours of found passages (antd's warning tokens) and the link colour. */
export function useKnowledgeVars(): CSSProperties {
  const vars = useThemeVars();
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        ...vars,
        '--ws-mark-bg': token.colorWarningBg,
        '--ws-mark-line': token.colorWarningBorderHover,
        // Link text and focus rings: the theme's link colour keeps AA contrast on the dark background too.
        '--kb-link': token.colorLink,
      }) as CSSProperties,
    [vars, token],
  );
}
