import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '../../domain/errors';
import { joinFullName, type CurrentUser, type LoginInput, type SignUpInput } from '../../domain/user';
import { isValidEmail, passwordProblem } from '../../domain/validation';
import type { Database } from '../../db/schema';
import { HttpError, unauthorized } from '../http-error';
import { toCurrentUser } from './current-user';
import * as users from './user-repository';

const FAILED_LOGIN_LIMIT = 10;
const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Verified against when the e-mail is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;

export async function signUp(db: Kysely<Database>, input: SignUpInput): Promise<CurrentUser> {
  const email = input.email.trim();
  if (!isValidEmail(email)) throw new HttpError(400, 'auth/invalid-email', AUTH_MESSAGES.invalidEmail);
  if (!input.firstName.trim()) throw new HttpError(400, 'validation_error', AUTH_MESSAGES.firstNameRequired);
  if (!input.lastName.trim()) throw new HttpError(400, 'validation_error', AUTH_MESSAGES.lastNameRequired);
  const weak = passwordProblem(input.password);
  if (weak) throw new HttpError(400, 'auth/weak-password', weak);
  if (await users.findUserByEmail(db, email)) throw new HttpError(409, 'auth/email-already-in-use', AUTH_MESSAGES.emailInUse);

  const passwordHash = await hash(input.password);
  return db.transaction().execute(async (trx) => {
    const userId = await insertUserOrConflict(trx, email, passwordHash);
    try {
      await users.insertProfile(trx, { id: userId, email, fullName: joinFullName(input.firstName, input.lastName) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(500, 'auth/unknown-error', `${AUTH_MESSAGES.profileCreateFailed}${reason}`);
    }
    const profile = await users.findProfile(trx, userId);
    if (!profile) throw new HttpError(500, 'auth/unknown-error', `${AUTH_MESSAGES.profileCreateFailed}profile missing`);
    return toCurrentUser(profile);
  });
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

export async function logIn(db: Kysely<Database>, input: LoginInput): Promise<CurrentUser> {
  const email = input.email.trim();
  if (!isValidEmail(email)) throw new HttpError(400, 'auth/invalid-email', AUTH_MESSAGES.invalidEmail);
  const recentFailures = await users.countRecentFailedLogins(db, email, new Date(Date.now() - FAILED_LOGIN_WINDOW_MS));
  if (recentFailures >= FAILED_LOGIN_LIMIT) throw new HttpError(429, 'auth/too-many-requests', AUTH_MESSAGES.tooManyRequests);

  const user = await users.findUserByEmail(db, email);
  dummyHash ??= hash('not-a-real-password-0');
  const passwordOk = await verify(user?.password_hash ?? (await dummyHash), input.password);
  if (!user || !passwordOk) {
    await users.recordFailedLogin(db, email);
    throw new HttpError(401, 'auth/invalid-credentials', AUTH_MESSAGES.invalidCredentials);
  }
  await users.clearFailedLogins(db, email);
  return currentUser(db, user.id);
}

export async function currentUser(db: Kysely<Database>, userId: string): Promise<CurrentUser> {
  const profile = await users.findProfile(db, userId);
  if (!profile) throw unauthorized();
  return toCurrentUser(profile);
}

export async function renameUser(db: Kysely<Database>, userId: string, fullName: string): Promise<CurrentUser> {
  await users.updateProfileName(db, userId, fullName.trim());
  return currentUser(db, userId);
}
