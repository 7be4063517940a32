import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_COLLAPSE_DELAY_MS } from '../../../../domain/navigation';
import { readSidebarPrefs, writeSidebarPrefs, type SidebarPrefs } from './sidebarStorage';
import { useIsNarrowWindow } from './useIsNarrowWindow';

export interface SidebarState {
  isOpen: boolean;
  autoCollapse: boolean;
  toggle(): void;
  setAutoCollapse(on: boolean): void;
  onMouseEnter(): void;
  onMouseLeave(): void;
}

/**
 * Open state and auto-collapse preference, persisted in `sidebar-storage`.
 * Narrow windows collapse the sidebar; with auto-collapse on, hovering opens it
 * and leaving closes it after 500 ms.
 */
export function useSidebarState(): SidebarState {
  const [prefs, setPrefs] = useState<SidebarPrefs>(readSidebarPrefs);
  const isNarrow = useIsNarrowWindow();
  const collapseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => writeSidebarPrefs(prefs), [prefs]);

  useEffect(() => {
    if (isNarrow) setPrefs((current) => (current.isOpen ? { ...current, isOpen: false } : current));
  }, [isNarrow]);

  const cancelCollapse = useCallback(() => {
    clearTimeout(collapseTimer.current);
    collapseTimer.current = undefined;
  }, []);

  useEffect(() => cancelCollapse, [cancelCollapse]);

  const setOpen = useCallback((isOpen: boolean) => {
    setPrefs((current) => (current.isOpen === isOpen ? current : { ...current, isOpen }));
  }, []);

  const toggle = useCallback(() => {
    cancelCollapse();
    setPrefs((current) => ({ ...current, isOpen: !current.isOpen }));
  }, [cancelCollapse]);

  const setAutoCollapse = useCallback(
    (autoCollapse: boolean) => {
      cancelCollapse();
      setPrefs((current) => ({ ...current, autoCollapse }));
    },
    [cancelCollapse],
  );

  const onMouseEnter = useCallback(() => {
    if (!prefs.autoCollapse) return;
    cancelCollapse();
    setOpen(true);
  }, [prefs.autoCollapse, cancelCollapse, setOpen]);

  const onMouseLeave = useCallback(() => {
    if (!prefs.autoCollapse) return;
    cancelCollapse();
    collapseTimer.current = setTimeout(() => setOpen(false), AUTO_COLLAPSE_DELAY_MS);
  }, [prefs.autoCollapse, cancelCollapse, setOpen]);

  return { ...prefs, toggle, setAutoCollapse, onMouseEnter, onMouseLeave };
}
