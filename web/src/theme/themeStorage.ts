import type { ThemeMode } from './themeContext';

export const THEME_STORAGE_KEY = 'theme';

/** The stored choice, else the system's preference. */
export function readInitialTheme(): ThemeMode {
  const stored = safeRead();
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function storeTheme(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage can be full or disabled; the choice then lasts for this visit only.
  }
}

function safeRead(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}
