import { useSyncExternalStore } from 'react';
import { NARROW_BREAKPOINT_PX } from '../../../../domain/navigation';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const isNarrow = () => window.innerWidth < NARROW_BREAKPOINT_PX;

/** True while the window is narrower than 768 px. */
export function useIsNarrowWindow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow);
}
