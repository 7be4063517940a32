import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LiveStatus } from './connection';
import { liveStatus, subscribeLiveStatus } from './liveBus';

/** The live channel's state in this tab: connecting, open, reconnecting or closed. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, liveStatus, () => 'closed' as const);
}

/** A drop shorter than this (a server restart, a laptop waking up) is not worth telling anyone about. */
export const LIVE_PAUSE_NOTICE_MS = 4_000;

/**
 * True once the channel has been trying to reconnect for a few seconds: a screen may then say, quietly,
 * "Live updates paused — reconnecting…".
 */
export function useLivePaused(delayMs = LIVE_PAUSE_NOTICE_MS): boolean {
  const reconnecting = useLiveStatus() === 'reconnecting';
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!reconnecting) {
      setPaused(false);
      return undefined;
    }
    const timer = setTimeout(() => setPaused(true), delayMs);
    return () => clearTimeout(timer);
  }, [reconnecting, delayMs]);
  return paused;
}
