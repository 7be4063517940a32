import { THEME_NAMES, type ThemeChoice } from './themeContext';

/** Seed 001 §9: the theme choice lives under the local storage key "theme". */
export const THEME_STORAGE_KEY = 'theme';
/** Whether the theme's effects are on ("on" or "off"); on until turned off. */
export const THEME_EFFECTS_STORAGE_KEY = 'theme-effects';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'system' || (THEME_NAMES as readonly unknown[]).includes(value);
}

/** The stored choice, else 'system' (the operating system's light or dark). */
export function readInitialChoice(): ThemeChoice {
  const stored = safeRead(THEME_STORAGE_KEY);
  return isThemeChoice(stored) ? stored : 'system';
}

export function storeChoice(choice: ThemeChoice): void {
  safeWrite(THEME_STORAGE_KEY, choice);
}

export function readInitialEffects(): boolean {
  return safeRead(THEME_EFFECTS_STORAGE_KEY) !== 'off';
}

export function storeEffects(on: boolean): void {
  safeWrite(THEME_EFFECTS_STORAGE_KEY, on ? 'on' : 'off');
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** Calls `onChange` whenever the operating system switches between light and dark; returns the unsubscribe. */
export function watchSystemScheme(onChange: (dark: boolean) => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  if (!query) return () => undefined;
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function safeRead(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeWrite(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled; the choice then lasts for this visit only.
  }
}
