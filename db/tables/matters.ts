import type { ColumnType, Generated, Selectable } from 'kysely';

/** A case number a client matter (a knowledge folder marked as a matter) carries. */
export interface MatterCaseNumbersTable {
  id: Generated<string>;
  user_id: string;
  folder_id: string;
  /** As the person wrote it, trimmed. */
  case_number: string;
  /** No spaces, upper case: what two spellings of one number share. */
  normalised: string;
  position: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type MatterCaseNumberRow = Selectable<MatterCaseNumbersTable>;
