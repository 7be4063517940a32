import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../../domain/validation';

/**
 * The commonest passwords of the breach corpora zxcvbn-ts keeps (about 49,000, lower case); only those long
 * enough to pass the length rule are kept in memory.
 */
let common: Set<string> | null = null;

/** Expects commonPasswordForm(password) from domain/validation. */
export function isCommonPassword(normalised: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((password) => [...password].length >= PASSWORD_MIN_LENGTH));
  return common.has(normalised);
}
