import { useEffect, useRef } from 'react';
import { pageElementId, passageElementId } from './pages';

/**
 * Once the passages are on screen, scrolls the requested passage (or page) into view and moves focus
 * to the passage, once per target.
 */
export function useScrollToTarget(ready: boolean, chunkId: string | null, page: number | null) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    const key = `${chunkId ?? ''}:${page ?? ''}`;
    if (!ready) {
      // Closed or loading: the next target scrolls again.
      done.current = null;
      return;
    }
    if (done.current === key || (!chunkId && !page)) return;
    const frame = requestAnimationFrame(() => {
      const passage = chunkId ? document.getElementById(passageElementId(chunkId)) : null;
      const target = passage ?? (page ? document.getElementById(pageElementId(page)) : null);
      if (!target) return;
      done.current = key;
      target.scrollIntoView({ block: passage ? 'center' : 'start' });
      if (passage) passage.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, chunkId, page]);
}
