/**
 * Runs a request for an actor that may be stopped mid-way. When the actor stops, the signal aborts
 * the request; that abort is no failure, so the promise then never settles. (React's strict mode stops
 * and restarts actors with their last snapshot: a rejected abort would reach the restarted actor as an error.)
 */
export function quietAbort<T>(signal: AbortSignal, request: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return request(signal).catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}
