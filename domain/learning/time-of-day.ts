/** The hour of the day (0–23) of an instant in a time zone (the user's), UTC when the zone is unknown. */
export function hourInZone(at: Date, timeZone: string): number {
  try {
    const text = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(at);
    const hour = Number.parseInt(text, 10);
    return Number.isInteger(hour) ? hour % 24 : at.getUTCHours();
  } catch {
    return at.getUTCHours();
  }
}

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
