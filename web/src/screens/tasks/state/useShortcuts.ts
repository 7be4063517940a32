import { useEffect, useRef } from 'react';

export interface ShortcutHandlers {
  focusQuickAdd(): void;
  focusSearch(): void;
  moveCursor(step: 1 | -1): void;
  toggleSelect(): void;
  edit(): void;
  open(): void;
  complete(): void;
  deleteSelected(): void;
  toggleView(): void;
  showHelp(): void;
}

/** Fields, menus and dialogs keep their keys: shortcuts act only on the page itself. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return Boolean(target.closest('[role="combobox"], [role="listbox"], [role="menu"], [role="dialog"], .ant-picker-dropdown, .ant-popover'));
}

const KEYS: Record<string, Exclude<keyof ShortcutHandlers, 'moveCursor'>> = {
  q: 'focusQuickAdd',
  n: 'focusQuickAdd',
  '/': 'focusSearch',
  x: 'toggleSelect',
  e: 'edit',
  o: 'open',
  c: 'complete',
  Delete: 'deleteSelected',
  Backspace: 'deleteSelected',
  b: 'toggleView',
  '?': 'showHelp',
};

/** The screen's single-key shortcuts (listed in the "?" help). */
export function useShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const current = latest.current;
      if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        current.moveCursor(event.key === 'j' ? 1 : -1);
        return;
      }
      // Enter on a focused control is that control's; on the page it opens the current task.
      if (event.key === 'Enter' && event.target === document.body) {
        current.open();
        return;
      }
      const name = KEYS[event.key];
      if (!name) return;
      event.preventDefault();
      current[name]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
