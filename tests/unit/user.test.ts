import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, tooManySignInAttempts } from '../../domain/errors';
import { joinFullName, resolveFullName } from '../../domain/user';
import { hasControlCharacters, isValidEmail, passwordProblem } from '../../domain/validation';

describe('full name fallback (seed 000 §3)', () => {
  it.each([
    ['Ann Lee', 'ann@firm.com', 'Ann Lee'],
    ['  Ann Lee  ', 'ann@firm.com', 'Ann Lee'],
    [null, 'ann.lee@firm.com', 'ann.lee'],
    ['', 'ann.lee@firm.com', 'ann.lee'],
    ['   ', 'ann.lee@firm.com', 'ann.lee'],
    [null, '', 'User'],
    [null, null, 'User'],
    [undefined, '@firm.com', 'User'],
  ])('fullName %j with email %j gives %j', (fullName, email, expected) => {
    expect(resolveFullName(fullName, email)).toBe(expected);
  });

  it('joins first and last names, trimming and skipping blanks', () => {
    expect(joinFullName(' Ann ', ' Lee ')).toBe('Ann Lee');
    expect(joinFullName('Ann', '')).toBe('Ann');
  });
});

describe('sign-up rules', () => {
  const common = new Set(['password123', 'qwerty123']);
  const isCommon = (normalised: string) => common.has(normalised);

  it.each([
    ['hearing-2026', null],
    ['abcdefg1', null],
    ['пароль-Ёжик-2026', null],
    ['contraseña segura ñandú', null],
    ['山田太郎のパスワード', null],
    ['abc1', 'Password must be at least 8 characters.'],
    // Seven characters, but more than eight UTF-16 units: length counts characters.
    ['😀😀😀😀😀😀😀', 'Password must be at least 8 characters.'],
    ['password123', 'This password is one of the most commonly used ones. Please choose a less common password.'],
    ['QWERTY123', 'This password is one of the most commonly used ones. Please choose a less common password.'],
    // Full-width letters are the same password after compatibility normalisation.
    ['ｐａｓｓｗｏｒｄ１２３', 'This password is one of the most commonly used ones. Please choose a less common password.'],
    ['hearing\t2026', 'Password must not contain control characters such as tabs or line breaks.'],
    ['hearing\n2026', 'Password must not contain control characters such as tabs or line breaks.'],
  ])('password %j → %j', (password, problem) => {
    expect(passwordProblem(password, isCommon)).toBe(problem);
  });

  it('names with letters of any script pass; control characters do not', () => {
    for (const name of ['Zoë', 'José-María', 'Łukasz', '山田', "O'Brien"]) expect(hasControlCharacters(name)).toBe(false);
    for (const name of ['Ann\u0000', 'Ann\nLee', '\u001bAnn', 'Ann\u0085']) expect(hasControlCharacters(name)).toBe(true);
  });

  it('names the wait of a sign-in 429 in seconds, then whole minutes', () => {
    expect(tooManySignInAttempts(1)).toBe('Too many sign-in attempts. Please wait 1 second and try again.');
    expect(tooManySignInAttempts(8)).toBe('Too many sign-in attempts. Please wait 8 seconds and try again.');
    expect(tooManySignInAttempts(60)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(tooManySignInAttempts(61)).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
  });

  it.each([
    ['ann@firm.com', true],
    [' ann@firm.com ', true],
    ['ann@firm', false],
    ['ann firm@x.com', false],
    ['@firm.com', false],
    ['', false],
  ])('email %j valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('uses the AuthError codes of seed 000 §8', () => {
    expect(AUTH_ERROR_CODES).toEqual([
      'auth/invalid-credentials',
      'auth/email-already-in-use',
      'auth/weak-password',
      'auth/invalid-email',
      'auth/user-not-found',
      'auth/network-error',
      'auth/too-many-requests',
      'auth/unauthorized',
      'auth/unknown-error',
    ]);
  });
});
