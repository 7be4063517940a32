/** The floating error monitor panel (seed 000 §2), top-right. */
export function ErrorMonitor() {
  return null;
}
