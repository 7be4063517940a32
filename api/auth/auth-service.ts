import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '../../domain/errors';
import { joinFullName, type CurrentUser, type LoginInput, type SignUpInput } from '../../domain/user';
import { hasControlCharacters, isValidEmail, passwordProblem } from '../../domain/validation';
import type { Database } from '../../db/schema';
import { HttpError, unauthorized } from '../http-error';
import { isCommonPassword } from './common-passwords';
import { linkedIntegrations, toCurrentUser } from './current-user';
import type { LoginThrottle } from './login-throttle';
import * as users from './user-repository';

/** Verified against when the e-mail is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;

export async function signUp(db: Kysely<Database>, input: SignUpInput): Promise<CurrentUser> {
  const email = input.email.trim();
  if (!isValidEmail(email)) throw new HttpError(400, 'auth/invalid-email', AUTH_MESSAGES.invalidEmail);
  if (!input.firstName.trim()) throw new HttpError(400, 'validation_error', AUTH_MESSAGES.firstNameRequired);
  if (!input.lastName.trim()) throw new HttpError(400, 'validation_error', AUTH_MESSAGES.lastNameRequired);
  if (hasControlCharacters(input.firstName) || hasControlCharacters(input.lastName)) {
    throw new HttpError(400, 'validation_error', AUTH_MESSAGES.nameControlCharacters);
  }
  const weak = passwordProblem(input.password, isCommonPassword);
  if (weak) throw new HttpError(400, 'auth/weak-password', weak);
  if (await users.findUserByEmail(db, email)) throw new HttpError(409, 'auth/email-already-in-use', AUTH_MESSAGES.emailInUse);

  const passwordHash = await hash(input.password);
  return db.transaction().execute(async (trx) => {
    const userId = await insertUserOrConflict(trx, email, passwordHash);
    try {
      await users.insertProfile(trx, { id: userId, email, fullName: joinFullName(input.firstName, input.lastName) });
    } catch (error) {
      throw profileCreateFailed(error);
    }
    const profile = await users.findProfile(trx, userId);
    if (!profile) throw profileCreateFailed(new Error('profile missing after insert'));
    return toCurrentUser(profile);
  });
}

/** The spec's 500 text (seed 000 §5) with a plain ending; the database's own words go to the log only. */
function profileCreateFailed(cause: unknown): HttpError {
  return new HttpError(500, 'auth/unknown-error', `${AUTH_MESSAGES.profileCreateFailed}${AUTH_MESSAGES.profileCreateFailedDetail}`, cause);
}

async function insertUserOrConflict(db: Kysely<Database>, email: string, passwordHash: string): Promise<string> {
  try {
    return await users.insertUser(db, email, passwordHash);
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'auth/email-already-in-use', AUTH_MESSAGES.emailInUse);
    throw error;
  }
}

/** Throws TooManyAttemptsError (429) before checking the password when this client must wait. */
export async function logIn(db: Kysely<Database>, throttle: LoginThrottle, input: LoginInput, clientAddress: string): Promise<CurrentUser> {
  const email = input.email.trim();
  if (!isValidEmail(email)) throw new HttpError(400, 'auth/invalid-email', AUTH_MESSAGES.invalidEmail);
  const attempt = await throttle.reserve(email, clientAddress);

  const user = await users.findUserByEmail(db, email);
  dummyHash ??= hash('not-a-real-password-0');
  const passwordOk = await verify(user?.password_hash ?? (await dummyHash), input.password);
  // A failure needs no bookkeeping: the reserved attempt already counts as one.
  if (!user || !passwordOk) throw new HttpError(401, 'auth/invalid-credentials', AUTH_MESSAGES.invalidCredentials);
  await attempt.succeeded();
  return currentUser(db, user.id);
}

export async function currentUser(db: Kysely<Database>, userId: string): Promise<CurrentUser> {
  const profile = await users.findProfile(db, userId);
  if (!profile) throw unauthorized();
  return toCurrentUser(profile, await linkedIntegrations(db, userId));
}

export async function renameUser(db: Kysely<Database>, userId: string, fullName: string): Promise<CurrentUser> {
  if (hasControlCharacters(fullName)) throw new HttpError(400, 'validation_error', AUTH_MESSAGES.nameControlCharacters);
  await users.updateProfileName(db, userId, fullName.trim());
  return currentUser(db, userId);
}
