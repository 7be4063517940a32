import { startThrowawayPostgres as start, type ThrowawayPostgres } from '../../tests/support/throwaway-postgres';

export type { ThrowawayPostgres };

/**
 * A throwaway PostgreSQL cluster with pgvector, for benchmarks (the cluster itself: tests/support/throwaway-postgres.ts).
 * Resolves to null, with every attempt logged, when it cannot be had.
 */
export function startThrowawayPostgres(settings: Record<string, string>, log: (line: string) => void): Promise<ThrowawayPostgres | null> {
  return start({ settings, pgvector: true, name: 'bench-postgres' }, log);
}
