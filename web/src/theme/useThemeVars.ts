import { useMemo, type CSSProperties } from 'react';
import { theme } from 'antd';

/** antd tokens as CSS custom properties, so a screen's stylesheet follows light and dark mode. */
export function useThemeVars(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--ws-border': token.colorBorderSecondary,
        '--ws-split': token.colorSplit,
        '--ws-text': token.colorText,
        '--ws-text-secondary': token.colorTextSecondary,
        '--ws-text-tertiary': token.colorTextTertiary,
        '--ws-hover': token.controlItemBgHover,
        '--ws-active': token.controlItemBgActive,
        '--ws-primary': token.colorPrimary,
        '--ws-link': token.colorLink,
        '--ws-error': token.colorError,
        '--ws-bg': token.colorBgContainer,
        '--ws-bg-layout': token.colorBgLayout,
        '--ws-fill': token.colorFillQuaternary,
        '--ws-fill-strong': token.colorFillTertiary,
        '--ws-radius': `${token.borderRadius}px`,
        '--ws-radius-sm': `${token.borderRadiusSM}px`,
      }) as CSSProperties,
    [token],
  );
}
