import { createContext, useContext } from 'react';

/** Light or dark: what antd's algorithm and the page's color-scheme follow. */
export type ThemeMode = 'light' | 'dark';

/** The seven themes of seed 001 §3. */
export const THEME_NAMES = ['light', 'dark', 'cyberpunk', 'tokyo-night', 'synthwave', 'matrix', 'minimal'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** What the person chose: one theme, or 'system' to follow the operating system live. */
export type ThemeChoice = ThemeName | 'system';

export interface ThemeModeValue {
  /** Light or dark, of the theme in use. */
  mode: ThemeMode;
  /** The person's choice, as saved. */
  choice: ThemeChoice;
  /** The theme in use ('system' resolved). */
  theme: ThemeName;
  /** Whether the theme's visual effects (glow, scanlines, grid, glitch) are on. */
  effects: boolean;
  setChoice(choice: ThemeChoice): void;
  setEffects(on: boolean): void;
  /** The top bar's light/dark toggle. */
  toggle(): void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeProvider>');
  return value;
}
