import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { THEME_PALETTES } from '../../../domain/theme/palettes';
import { TOAST_CONFIG } from '../toast/toastConfig';
import { ThemeModeContext, type ThemeChoice, type ThemeName, type ThemeModeValue } from './themeContext';
import { readInitialChoice, readInitialEffects, storeChoice, storeEffects, systemPrefersDark, watchSystemScheme } from './themeStorage';
import { themeConfigFor } from './themes';
import './effects.css';

/**
 * The seven themes of seed 001 §3 as antd token sets, the choice saved under "theme" and applied on the
 * document root as a light or dark class plus data-theme; 'system' follows the operating system live.
 * The theme's effects (glow, scanlines, grid, glitch) are CSS keyed on the root's data-effects.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readInitialChoice);
  const [systemDark, setSystemDark] = useState<boolean>(systemPrefersDark);
  const [effects, setEffectsState] = useState<boolean>(readInitialEffects);

  // Live: the operating system switching light/dark is followed while the choice is 'system'.
  useEffect(() => watchSystemScheme(setSystemDark), []);

  const themeName: ThemeName = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  const palette = THEME_PALETTES[themeName];
  const mode = palette.mode;

  // Before paint, so a reload does not flash the other theme.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', mode === 'dark');
    root.classList.toggle('light', mode === 'light');
    root.dataset.theme = themeName;
    root.dataset.themeChoice = choice;
    root.style.colorScheme = mode;
    root.style.setProperty('--ws-accent', palette.accent);
    if (effects && palette.effects.length > 0) root.dataset.effects = palette.effects.join(' ');
    else delete root.dataset.effects;
  }, [choice, effects, mode, palette, themeName]);

  const setChoice = useCallback((next: ThemeChoice) => {
    storeChoice(next);
    setChoiceState(next);
  }, []);
  const setEffects = useCallback((on: boolean) => {
    storeEffects(on);
    setEffectsState(on);
  }, []);
  const toggle = useCallback(() => setChoice(mode === 'dark' ? 'light' : 'dark'), [mode, setChoice]);

  const value = useMemo<ThemeModeValue>(
    () => ({ mode, choice, theme: themeName, effects, setChoice, setEffects, toggle }),
    [mode, choice, themeName, effects, setChoice, setEffects, toggle],
  );
  const config = useMemo(() => themeConfigFor(themeName), [themeName]);

  return (
    <ThemeModeContext value={value}>
      <ConfigProvider theme={config}>
        <AntApp notification={TOAST_CONFIG}>{children}</AntApp>
      </ConfigProvider>
    </ThemeModeContext>
  );
}
