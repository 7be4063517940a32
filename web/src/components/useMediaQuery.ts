import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches, right from the first render (antd's useBreakpoint starts empty). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** antd's breakpoints, as min-width queries. */
export const MIN_WIDTH = {
  lg: '(min-width: 992px)',
  xl: '(min-width: 1200px)',
  xxl: '(min-width: 1600px)',
} as const;
