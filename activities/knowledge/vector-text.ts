import { fromSql, toSql } from 'pgvector';

/** A vector in pgvector's text form '[0.1,0.2,…]' (how vector columns travel), typed. */
export function vectorToSql(vector: readonly number[]): string {
  return toSql([...vector]) as string;
}

export function vectorFromSql(text: string): number[] {
  return fromSql(text) as number[];
}
