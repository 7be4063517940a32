import { SIDEBAR_STORAGE_KEY } from '../../../../domain/navigation';

export interface SidebarPrefs {
  isOpen: boolean;
  autoCollapse: boolean;
}

const DEFAULT_PREFS: SidebarPrefs = { isOpen: true, autoCollapse: false };

/** Reads `sidebar-storage` ({ isOpen, autoCollapse }); anything unreadable falls back to the defaults. */
export function readSidebarPrefs(): SidebarPrefs {
  try {
    const parsed = JSON.parse(localStorage.getItem(SIDEBAR_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_PREFS;
    const { isOpen, autoCollapse } = parsed as Partial<Record<keyof SidebarPrefs, unknown>>;
    return {
      isOpen: typeof isOpen === 'boolean' ? isOpen : DEFAULT_PREFS.isOpen,
      autoCollapse: typeof autoCollapse === 'boolean' ? autoCollapse : DEFAULT_PREFS.autoCollapse,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

export function writeSidebarPrefs(prefs: SidebarPrefs): void {
  try {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Storage full or disabled: the preference lasts for this visit only.
  }
}
