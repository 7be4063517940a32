import { describe, expect, it } from 'vitest';
import { extractCitations, maskCitations } from '../../../../domain/legal/citations/extract';
import { reporterEdition } from '../../../../domain/legal/citations/reporters';

const one = (text: string) => {
  const found = extractCitations(text);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('extractCitations', () => {
  it('reads the seed patterns: U.S. Reports, the Federal Reporter, the named state reporters, Name v. Name', () => {
    const text =
      'Brown v. Board of Education, 347 U.S. 483 (1954); Starr v. Baca, 652 F.3d 1202, 1216 (9th Cir. 2011); ' +
      'Kimmell v. Schaefer, 89 N.Y.2d 257 (1996); 354 S.W.3d 764; 378 Ill. App. 3d 437; 808 A.2d 912; 442 Mass. 635; ' +
      '42 Ohio St. 2d 21; 27 Cal.3d 167; 191 Cal. 724. In Miranda v. Arizona the Court spoke.';
    const found = extractCitations(text);
    expect(found.map((c) => [c.kind, c.normalized])).toEqual([
      ['case', '347 U.S. 483'],
      ['case', '652 F.3d 1202'],
      ['case', '89 N.Y.2d 257'],
      ['case', '354 S.W.3d 764'],
      ['case', '378 Ill. App. 3d 437'],
      ['case', '808 A.2d 912'],
      ['case', '442 Mass. 635'],
      ['case', '42 Ohio St. 2d 21'],
      ['case', '27 Cal. 3d 167'],
      ['case', '191 Cal. 724'],
      ['case_name', 'Miranda v. Arizona'],
    ]);
    expect(found[0]).toMatchObject({ text: 'Brown v. Board of Education, 347 U.S. 483 (1954)', parts: { caseName: 'Brown v. Board of Education', year: '1954' } });
    expect(found[1]?.parts).toMatchObject({ pinpoint: '1216', year: '2011', reporter: 'F.3d' });
  });

  it('reads California style with the year before the cite, every California reporter, and keeps pinpoints', () => {
    const text =
      '(Sea World Corp. v. Superior Court (1992) 11 Cal.App.5th 1040, 1045; 40 Cal.4th 1313; 5 Cal.5th 1039; ' +
      '179 Cal.App.3d 775; 32 Cal.Rptr.3d 436; 107 Cal.Rptr.2d 841; 70 Cal.Comp.Cases 604, 617; 61 Cal.App.4th 881; ' +
      '73 Cal.App.3d 864; 55 Cal.2d 1; 12 Cal.App. 77; 145 Cal.App.2d 1.)';
    const found = extractCitations(text);
    expect(found.map((c) => c.normalized)).toEqual([
      '11 Cal. App. 5th 1040', '40 Cal. 4th 1313', '5 Cal. 5th 1039', '179 Cal. App. 3d 775', '32 Cal. Rptr. 3d 436',
      '107 Cal. Rptr. 2d 841', '70 Cal. Comp. Cases 604', '61 Cal. App. 4th 881', '73 Cal. App. 3d 864', '55 Cal. 2d 1',
      '12 Cal. App. 77', '145 Cal. App. 2d 1',
    ]);
    expect(found[0]).toMatchObject({
      text: 'Sea World Corp. v. Superior Court (1992) 11 Cal.App.5th 1040, 1045',
      parts: { caseName: 'Sea World Corp. v. Superior Court', year: '1992', volume: '11', page: '1040', pinpoint: '1045' },
    });
    expect(found[6]?.parts.pinpoint).toBe('617');
    expect(one('(Milpitas Unified School Dist. v. Workers\' Comp. Appeals Bd. (Guzman) (2010) 187 Cal.App.4th 808, 822.)').parts.caseName).toBe(
      "Milpitas Unified School Dist. v. Workers' Comp. Appeals Bd.",
    );
  });

  it('reads WCAB panel decisions and ADJ case numbers', () => {
    const found = extractCitations('Rivera v. Golden State Foods (2020) 2020 Cal. Wrk. Comp. P.D. LEXIS 45 (ADJ1234567).');
    expect(found.map((c) => [c.kind, c.normalized])).toEqual([
      ['wcab', '2020 Cal. Wrk. Comp. P.D. LEXIS 45'],
      ['wcab', 'ADJ1234567'],
    ]);
    expect(found[0]?.parts.caseName).toBe('Rivera v. Golden State Foods');
  });

  it('reads statutes and regulations as California practice writes them', () => {
    const cases: [string, string, string][] = [
      ['(Lab. Code, § 5903.)', 'statute', 'Lab. Code § 5903'],
      ['under Labor Code section 5502, subdivision (d)(3), the', 'statute', 'Lab. Code § 5502(d)(3)'],
      ['(Code Civ. Proc. § 1005.)', 'statute', 'Code Civ. Proc. § 1005'],
      ['(Code Civ. Proc., § 437c, subd. (c).)', 'statute', 'Code Civ. Proc. § 437c(c)'],
      ['(Lab. Code, §§ 3600, 3602.)', 'statute', 'Lab. Code §§ 3600, 3602'],
      ['(Bus. & Prof. Code, § 16600.)', 'statute', 'Bus. & Prof. Code § 16600'],
      ['(Cal. Code Regs., tit. 8, § 10605.)', 'regulation', 'Cal. Code Regs., tit. 8, § 10605'],
      ['under 8 CCR 10832 the', 'regulation', 'Cal. Code Regs., tit. 8, § 10832'],
      ['42 U.S.C. § 1983', 'statute', '42 U.S.C. § 1983'],
      ['29 C.F.R. § 1910.1200', 'regulation', '29 C.F.R. § 1910.1200'],
    ];
    for (const [text, kind, normalized] of cases) expect([text, one(text).kind, one(text).normalized]).toEqual([text, kind, normalized]);
    // A Texas code is not the California Commercial Code.
    expect(extractCitations('Tex. Bus. & Com. Code § 15.50(a)')).toEqual([]);
  });

  it('reads short forms and points them at their antecedents', () => {
    const text =
      'Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009). Id. at 679. See Brown v. Board of Education (1954) 347 U.S. 483. ' +
      '(Brown, supra, 347 U.S. at p. 495.) Iqbal, 556 U.S. at 680. (Ibid.) (Id. at p. 9.)';
    const found = extractCitations(text);
    expect(found.map((c) => [c.kind, c.normalized, c.antecedent])).toEqual([
      ['case', '556 U.S. 662', undefined],
      ['id', 'Id. at 679', 0],
      ['case', '347 U.S. 483', undefined],
      ['supra', 'Brown, supra, at 495', 2],
      ['short_case', '556 U.S. at 680', 0],
      ['id', 'Id.', 0],
      ['id', 'Id. at 9', 0],
    ]);
  });

  it('ignores numbers that are not citations', () => {
    expect(
      extractCitations(
        'The hearing is on May 14, 2025, at 1:30 p.m.; 104 weeks within 5 years; call (818) 555-0142; 12 to 15 percent; page 12 of 40.',
      ),
    ).toEqual([]);
    // A lower-case "id." is a citation only after a signal or with a pinpoint.
    expect(extractCitations('Each record is looked up by id. The audit id. follows.')).toEqual([]);
    expect(extractCitations('See id. at 5; cf. id.').map((c) => c.text)).toEqual(['id. at 5', 'id.']);
    expect(
      extractCitations(
        'x',
      ),
    ).toEqual([]);
  });

  it('takes its reporters from reporters-db, not a hand-made list', () => {
    expect(reporterEdition('Cal.App.4th')?.edition).toBe('Cal. App. 4th');
    expect(reporterEdition('So. 3d')?.name).toMatch(/Southern Reporter/);
    expect(extractCitations('123 So. 3d 456')[0]?.normalized).toBe('123 So. 3d 456');
    expect(extractCitations('123 Xyz. 3d 456')).toEqual([]);
  });
});

describe('maskCitations', () => {
  it('replaces each citation by a run of the same length without periods', () => {
    const text = 'See Guz v. Bechtel National, Inc. (2000) 24 Cal.4th 317, 350. Id. at p. 9. The rule is clear.';
    const masked = maskCitations(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).toBe(`See ${'X'.repeat('Guz v. Bechtel National, Inc. (2000) 24 Cal.4th 317, 350'.length)}. ${'X'.repeat('Id. at p. 9'.length)}. The rule is clear.`);
    expect(maskCitations('No citations here.')).toBe('No citations here.');
  });
});
