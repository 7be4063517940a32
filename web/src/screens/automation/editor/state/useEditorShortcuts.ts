import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface ShortcutHandlers {
  undo(): void;
  redo(): void;
  /** False when there was nothing to copy, so the browser copies as usual. */
  copy(): boolean;
  paste(): boolean;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

const hasTextSelection = () => (window.getSelection()?.toString() ?? '') !== '';

/**
 * Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo, Ctrl/Cmd+C/V copy and paste of nodes: while the editor
 * (or nothing at all) has the focus, and never while typing in a field, where the browser's own undo and
 * clipboard apply. Deleting is React Flow's (deleteKeyCode), which ignores fields too.
 */
export function useEditorShortcuts(rootRef: RefObject<HTMLElement | null>, handlers: ShortcutHandlers, readOnly: boolean): void {
  const handlersRef = useRef(handlers);
  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = rootRef.current;
      const focus = document.activeElement;
      if (!root || !(focus === document.body || root.contains(focus)) || isTyping(event.target)) return;
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const { undo, redo, copy, paste } = handlersRef.current;
      let handled = false;
      if (key === 'c' && !event.shiftKey) handled = !hasTextSelection() && copy();
      else if (readOnly) return;
      else if (key === 'z' && !event.shiftKey) {
        undo();
        handled = true;
      } else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)) {
        redo();
        handled = true;
      } else if (key === 'v' && !event.shiftKey) handled = paste();
      if (handled) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [rootRef, readOnly]);
}
