import { describe, expect, it } from 'vitest';
import { findJudgeName } from '../../../domain/analysis/offline/judges';
import { findCaseNumbers } from '../../../domain/analysis/offline/case-numbers';
import { tableCells } from '../../../domain/analysis/offline/form-tables';

describe('judges written the way notices and staff write them', () => {
  it('reads a form field that signs the name with its title after a label', () => {
    expect(findJudgeName('AT: OAKLAND DISTRICT OFFICE\nBEFORE: MARCUS T. OYELARAN, WORKERS\' COMPENSATION JUDGE\n')).toBe('Marcus T. Oyelaran');
  });

  it('reads a title followed by a qualifier before the colon', () => {
    expect(findJudgeName('DEPT: 14\nJUDGE PRESIDING: Celia Montrose\nCLERK: B. Tran')).toBe('Celia Montrose');
    expect(findJudgeName('Judicial Officer Assigned: Ruth P. Ignatius')).toBe('Ruth P. Ignatius');
  });

  it('reads "the judge, NAME" and a name wrapped after its middle initial', () => {
    expect(findJudgeName('set on June 3 before the Workers\' Compensation Judge, GRETA\nL. SOLVANG, at the Oxnard office')).toBe('Greta L. Solvang');
    expect(findJudgeName('before Workers\' Compensation Administrative Law Judge PAULA R.\nMENDEZ-ORTIZ at the board')).toBe('Paula R. Mendez-Ortiz');
  });

  it('reads a title set off from the name by a dash or a verb', () => {
    expect(findJudgeName('WCJ – Harriet Oduya')).toBe('Harriet Oduya');
    expect(findJudgeName('Our trial judge is Desmond Whitlock, who is strict on exhibits.')).toBe('Desmond Whitlock');
    expect(findJudgeName('MSC CONT - SAME WCJ - SAN JOSE')).toBeNull();
  });

  it('does not take a place after "SAME WCJ," for a judge', () => {
    expect(findJudgeName('WCJ: Irma Castaneda   Oakland\nCONT TO 04/01/2027 - SAME WCJ, OAKLAND')).toBe('Irma Castaneda');
  });

  it('reads a surname on the line after "Judge" in prose, not a capitalised field after a title line', () => {
    expect(findJudgeName('the hearing that Judge\nOkonkwo set for the lien issue')).toBe('Okonkwo');
    expect(findJudgeName('KAREN WOLFE\nWORKERS\' COMPENSATION JUDGE\nSERVED ON ALL PARTIES')).toBe('Karen Wolfe');
  });

  it('keeps accented letters of a name', () => {
    expect(findJudgeName('before WCJ Inés Peña on Monday')).toBe('Inés Peña');
  });
});

describe('names, titles and neutrals', () => {
  it('keeps a surname particle and reads ALJ as a title', () => {
    expect(findJudgeName('Set before WCJ Lucia de la Vega on the 9th.')).toBe('Lucia de la Vega');
    expect(findJudgeName('The motion is before ALJ Whitford next week.')).toBe('Whitford');
  });

  it('finds the judge after a title word that starts no name', () => {
    expect(findJudgeName('The judge assigned is Judge Corinne Bexley.')).toBe('Corinne Bexley');
  });

  it('does not take a retired judge who mediates or arbitrates for the judge', () => {
    expect(findJudgeName('Mediation with Hon. Walter Brisco (Ret.) at JAMS, 9:30 a.m.')).toBeNull();
    expect(findJudgeName('Arbitrator: Hon. Denise Arkwright')).toBeNull();
  });

  it('does not read a hyphenated surname as the fuller name of a judge', () => {
    expect(findJudgeName('You are in front of Judge Moss on Friday.\n\nThanks,\nDana Moss-Ferreira')).toBe('Moss');
  });
});

describe('Markdown tables pasted into a message', () => {
  it('gives the cells under a column, whatever the header case', () => {
    const text = 'Calendar:\n\n| Hearing | When | Judge |\n|---|---|---|\n| MSC | 3/2/2027 | R. Amsel |\n| Trial | 5/4/2027 | R. Amsel |\n\nThanks';
    expect(tableCells(text, /^JUDGE$/).map((cell) => cell.value)).toEqual(['R. Amsel', 'R. Amsel']);
    expect(findJudgeName(text, text.indexOf('5/4/2027'))).toBe('R. Amsel');
  });
});

describe('California court numbers written without a label', () => {
  it.each([
    ['Re: Whitley v. Harbor Freight - CGC-25-629871 - CMC', 'CGC-25-629871'],
    ['Ostrowski v. Metro Transit (BC698812)', 'BC698812'],
    ['Tam v. Lakeshore Dental, RG25114478 - demurrer', 'RG25114478'],
    ['Ochoa / RIC1907733 / trial call', 'RIC1907733'],
    ['Oral argument, Court of Appeal B329901', 'B329901'],
    ['Ninth Cir. 27-15503 mediation questionnaire', '27-15503'],
    ['EAMS ADJ#11902233 lien conference', 'ADJ11902233'],
  ])('%s', (text, number) => {
    expect(findCaseNumbers(text).primary).toBe(number);
  });

  it('leaves a claim number in a court format to the carrier', () => {
    expect(findCaseNumbers('Claim No. PC441902 - please advise').primary).toBeNull();
  });
});
