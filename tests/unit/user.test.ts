import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '../../domain/errors';
import { joinFullName, resolveFullName } from '../../domain/user';
import { isValidEmail, passwordProblem } from '../../domain/validation';

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
  it.each([
    ['hearing-2026', null],
    ['abcdefg1', null],
    ['abc1', 'Password must be at least 8 characters and contain a letter and a number.'],
    ['abcdefgh', 'Password must be at least 8 characters and contain a letter and a number.'],
    ['12345678', 'Password must be at least 8 characters and contain a letter and a number.'],
  ])('password %j → %j', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
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
