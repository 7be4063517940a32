import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { completeEvent, failEvent } from '../../../domain/automation/event-rules';
import { eventFromRow, saveEventState } from './event-rows';
import type { RunStartOutcome } from './types';

/**
 * Ends the events whose runs the workflow tried to start: completed with the run, or failed with why it could
 * not start (a run that never started is no run at all: its row goes). Events already ended are left as they are.
 */
export async function completeEmailEvents(db: Kysely<Database>, outcomes: RunStartOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('automation_events').selectAll().where('id', 'in', outcomes.map((outcome) => outcome.eventId)).where('status', '=', 'processing').execute();
    for (const row of rows) {
      const outcome = outcomes.find((candidate) => candidate.eventId === row.id)!;
      const event = eventFromRow(row);
      if (outcome.error === null) {
        await saveEventState(trx, completeEvent(event, [outcome.runId]), 'processing');
        continue;
      }
      await saveEventState(trx, failEvent({ ...event, workflowRunIds: [] }, outcome.error), 'processing');
      await trx.deleteFrom('automation_runs').where('id', '=', outcome.runId).execute();
    }
  });
}
