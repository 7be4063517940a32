import type { AgendaItem } from './types';
import type { DayWindow } from './day-window';

/** Sort key: a date first, then the time (a deadline, due all day, before the day's hearings). */
const sortKey = (item: AgendaItem) => `${item.date} ${item.start && !item.allDay ? item.start : ''}`;

/** Hearings and deadlines of the week split into today and later this week, each in time order. */
export function splitAgenda(items: readonly AgendaItem[], window: Pick<DayWindow, 'today' | 'lastDayOfWeek'>): { today: AgendaItem[]; laterThisWeek: AgendaItem[] } {
  const inWeek = items.filter((item) => item.date >= window.today && item.date <= window.lastDayOfWeek);
  const sorted = [...inWeek].sort((a, b) => sortKey(a).localeCompare(sortKey(b)) || a.title.localeCompare(b.title));
  return { today: sorted.filter((item) => item.date === window.today), laterThisWeek: sorted.filter((item) => item.date > window.today) };
}
