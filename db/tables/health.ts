import type { ColumnType } from 'kysely';

export interface HealthProbesTable {
  id: string;
  requested_at: Date;
  completed_at: ColumnType<Date, Date | undefined, never>;
  worker_identity: string;
}
