import type { LiveEvent } from '../../../domain/live/events';
import type { LiveStatus } from './connection';

/**
 * What the one channel hands to the screens of this tab: each event, each "fetch everything again", and
 * the connection's state. The channel (useLiveChannel) publishes; useLiveEvent and useLiveStatus read.
 */

type EventListener = (event: LiveEvent) => void;

const eventListeners = new Set<EventListener>();
const resyncListeners = new Set<() => void>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'closed';

export function onLiveEvent(listener: EventListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

export function onLiveResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
}

export function publishLiveEvent(event: LiveEvent): void {
  for (const listener of [...eventListeners]) {
    try {
      listener(event);
    } catch (error) {
      // One screen's failing handler must not keep the event from the others.
      console.error('A live event handler failed', error);
    }
  }
}

export function publishLiveResync(): void {
  for (const listener of [...resyncListeners]) listener();
}

export function liveStatus(): LiveStatus {
  return status;
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...statusListeners]) listener();
}

export function subscribeLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
