import type { ColumnType } from 'kysely';

/** When a person last looked at their dashboard, and whether they put the first-run checklist away. */
export interface DashboardVisitsTable {
  user_id: string;
  last_visit_at: ColumnType<Date, Date | undefined, Date>;
  /** The end of the visit before the current one: "mail analysed since your last visit" counts from here. */
  previous_visit_at: Date | null;
  checklist_dismissed_at: Date | null;
}
