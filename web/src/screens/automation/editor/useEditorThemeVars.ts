import { useMemo, type CSSProperties } from 'react';
import { theme } from 'antd';

/** antd tokens as CSS custom properties for editor.css, so the canvas follows light and dark mode. */
export function useEditorThemeVars(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--ae-bg': token.colorBgContainer,
        '--ae-bg-canvas': token.colorBgLayout,
        '--ae-bg-elevated': token.colorBgElevated,
        '--ae-fill': token.colorFillQuaternary,
        '--ae-fill-strong': token.colorFillSecondary,
        '--ae-border': token.colorBorder,
        '--ae-border-soft': token.colorBorderSecondary,
        '--ae-text': token.colorText,
        '--ae-text-secondary': token.colorTextSecondary,
        '--ae-text-tertiary': token.colorTextTertiary,
        '--ae-primary': token.colorPrimary,
        '--ae-primary-bg': token.colorPrimaryBg,
        '--ae-success': token.colorSuccess,
        '--ae-warning': token.colorWarning,
        '--ae-error': token.colorError,
        '--ae-error-bg': token.colorErrorBg,
        '--ae-info': token.colorInfo,
        '--ae-shadow': token.boxShadowTertiary,
        '--ae-shadow-strong': token.boxShadowSecondary,
        '--ae-radius': `${token.borderRadiusLG}px`,
        '--ae-radius-sm': `${token.borderRadiusSM}px`,
        '--ae-font-size-sm': `${token.fontSizeSM}px`,
      }) as CSSProperties,
    [token],
  );
}
