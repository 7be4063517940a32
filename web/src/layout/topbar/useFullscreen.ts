import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = () => document.fullscreenElement !== null;

export function useFullscreen(): { isFullscreen: boolean; toggle(): Promise<void> } {
  const active = useSyncExternalStore(subscribe, isFullscreen);
  const toggle = useCallback(async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  }, []);
  return { isFullscreen: active, toggle };
}
