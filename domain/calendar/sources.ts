/** Calendar sources and tags (seed 000 §3, §9). */
export const CALENDAR_SOURCE_TYPES = ['primary', 'tasks', 'automation', 'timeblock', 'deadlines', 'custom'] as const;
export type CalendarSourceType = (typeof CALENDAR_SOURCE_TYPES)[number];

export interface CalendarSource {
  id: string;
  name: string;
  color: string;
  visible: boolean;
  type: CalendarSourceType;
  description: string;
  builtIn: boolean;
}

export const PRIMARY_SOURCE_ID = 'primary';
export const TASKS_SOURCE_ID = 'tasks';
export const AUTOMATION_SOURCE_ID = 'automation';
export const TIMEBLOCK_SOURCE_ID = 'timeblock';
export const DEADLINES_SOURCE_ID = 'deadlines';
/** Deadlines' colour: white titles on it read at 5.6:1 (WCAG AA). */
export const DEADLINE_COLOR = '#C62828';
/** Focus blocks' colour (seed 000 §9). */
export const TIME_BLOCK_COLOR = '#673AB7';

/** Every user has these; their ids are their types. They can be renamed, recoloured and hidden, never deleted. */
export const BUILT_IN_SOURCES: ReadonlyArray<Omit<CalendarSource, 'visible' | 'builtIn'> & { type: Exclude<CalendarSourceType, 'custom'> }> = [
  { id: PRIMARY_SOURCE_ID, type: 'primary', name: 'My Calendar', color: '#1677FF', description: 'Events you add, and hearings from analysed e-mail' },
  { id: TASKS_SOURCE_ID, type: 'tasks', name: 'Tasks', color: '#52C41A', description: 'Events made from tasks' },
  { id: AUTOMATION_SOURCE_ID, type: 'automation', name: 'Automations', color: '#FA8C16', description: 'Events made by automations' },
  { id: TIMEBLOCK_SOURCE_ID, type: 'timeblock', name: 'Focus Blocks', color: TIME_BLOCK_COLOR, description: 'Time blocked for focused work on tasks' },
  { id: DEADLINES_SOURCE_ID, type: 'deadlines', name: 'Deadlines', color: DEADLINE_COLOR, description: 'Deadlines that follow from hearings, once you accept them' },
];

export const isBuiltInSourceId = (id: string) => BUILT_IN_SOURCES.some((source) => source.id === id);

export const PRIMARY_SOURCE_UNDELETABLE = 'The primary calendar "My Calendar" cannot be deleted.';
export const BUILT_IN_SOURCE_UNDELETABLE = 'Built-in calendars cannot be deleted; hide them instead.';
export const unknownSourceMessage = (id: string) => `Calendar source ${id} not found`;

export interface CalendarTag {
  name: string;
  color: string;
}

/** The calendar's tags with their colours (seed 000 §3). */
export const CALENDAR_TAGS: readonly CalendarTag[] = [
  { name: 'work', color: '#1677FF' },
  { name: 'personal', color: '#52C41A' },
  { name: 'urgent', color: '#F5222D' },
  { name: 'focus', color: TIME_BLOCK_COLOR },
];
