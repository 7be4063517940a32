import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme, type ThemeConfig } from 'antd';
import { TOAST_CONFIG, TOAST_GAP_PX, TOAST_WIDTH_PX } from '../toast/toastConfig';
import { ThemeModeContext, type ThemeChoice, type ThemeMode, type ThemeModeValue } from './themeContext';
import { readInitialTheme, storeTheme } from './themeStorage';

const BRAND_COLOR = '#2f54eb';
/** The brand blue lightened for links on the dark background (the dark algorithm's own shade reads at under 3:1). */
const DARK_LINK_COLOR = '#85a5ff';
/** Hovered links move away from the background (lighter on dark, darker on light), keeping AA contrast. */
const DARK_LINK_HOVER = '#adc6ff';
const LIGHT_LINK_HOVER = '#1d39c4';
/** A hovered primary button: the brand blue one shade deeper (white text at 7.6:1). */
const PRIMARY_BUTTON_HOVER = '#1d39c4';
/** antd's red (#ff4d4f) reads at 3.3:1 on white: danger buttons and error text use a deeper red on light. */
const LIGHT_ERROR_COLOR = '#cf1322';
/**
 * On dark, red text needs a lighter red than white text on red allows, so danger text is light red and
 * a filled danger button carries dark text on it.
 */
const DARK_ERROR_COLOR = '#ff7875';
const DARK_ON_ERROR_TEXT = '#141414';
/** antd's green and gold text read at under 3:1 on white; deeper shades on light, lighter ones on dark. */
const SUCCESS_TEXT = { light: '#237804', dark: '#95de64' } as const;
const WARNING_TEXT = { light: '#ad4e00', dark: '#ffd666' } as const;

/** Deeper text shades for coloured tags on light (antd's shade 8, gold's 9). */
const LIGHT_TAG_TEXT = { green7: '#237804', gold7: '#874d00', orange7: '#ad4e00', cyan7: '#006d75', lime7: '#3f6600', volcano7: '#ad2102' } as const;

/**
 * antd's lighter text tones (descriptions, tertiary text, placeholders) are too faint for WCAG AA's
 * 4.5:1 on white or on the dark background; these keep the same hierarchy at a readable strength.
 */
function readableTextTones(mode: ThemeMode): ThemeConfig['token'] {
  const ink = mode === 'dark' ? '255, 255, 255' : '0, 0, 0';
  return {
    colorTextDescription: `rgba(${ink}, 0.62)`,
    colorTextTertiary: `rgba(${ink}, 0.62)`,
    colorTextPlaceholder: `rgba(${ink}, 0.6)`,
  };
}

function themeFor(mode: ThemeMode): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: BRAND_COLOR,
      colorLink: mode === 'dark' ? DARK_LINK_COLOR : BRAND_COLOR,
      colorLinkHover: mode === 'dark' ? DARK_LINK_HOVER : LIGHT_LINK_HOVER,
      colorLinkActive: mode === 'dark' ? DARK_LINK_COLOR : BRAND_COLOR,
      colorError: mode === 'dark' ? DARK_ERROR_COLOR : LIGHT_ERROR_COLOR,
      colorSuccessText: SUCCESS_TEXT[mode],
      colorWarningText: WARNING_TEXT[mode],
      borderRadius: 8,
      ...readableTextTones(mode),
    },
    components: {
      // A hovered outlined button's text takes the hover link tone (antd's lighter primary is under 4.5:1), and a
      // hovered primary button darkens instead of lightening, so its white text keeps AA contrast (3.65:1 otherwise).
      Button: {
        defaultHoverColor: mode === 'dark' ? DARK_LINK_HOVER : LIGHT_LINK_HOVER,
        colorPrimaryHover: PRIMARY_BUTTON_HOVER,
        ...(mode === 'dark' ? { dangerColor: DARK_ON_ERROR_TEXT } : {}),
      },
      // The selected tab's text in the link tone: the primary blue reads at under 3:1 on the dark background.
      Tabs: { itemSelectedColor: mode === 'dark' ? DARK_LINK_COLOR : BRAND_COLOR, itemHoverColor: mode === 'dark' ? DARK_LINK_HOVER : LIGHT_LINK_HOVER },
      // Coloured tags write their text in shade 7 of their colour; on light, green, gold, orange and cyan read at
      // under 4.5:1 on their pale background, so their text takes a deeper shade.
      ...(mode === 'light' ? { Tag: LIGHT_TAG_TEXT } : {}),
      // `margin` sets the gap between stacked notifications.
      Notification: { width: TOAST_WIDTH_PX, margin: TOAST_GAP_PX },
    },
  };
}

/** antd theme (light/dark, persisted under "theme") plus the App context that toasts render in. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(readInitialTheme);

  useEffect(() => {
    storeTheme(mode);
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const toggle = useCallback(() => setMode((current) => (current === 'dark' ? 'light' : 'dark')), []);
  const setChoice = useCallback((choice: ThemeChoice) => setMode(choice === 'dark' ? 'dark' : 'light'), []);
  const value = useMemo<ThemeModeValue>(
    () => ({ mode, choice: mode, theme: mode, effects: false, setChoice, setEffects: () => undefined, toggle }),
    [mode, setChoice, toggle],
  );
  const config = useMemo(() => themeFor(mode), [mode]);

  return (
    <ThemeModeContext value={value}>
      <ConfigProvider theme={config}>
        <AntApp notification={TOAST_CONFIG}>{children}</AntApp>
      </ConfigProvider>
    </ThemeModeContext>
  );
}
