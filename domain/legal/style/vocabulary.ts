/** The word lists style analysis counts with (lower case). */

export const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', 'ourselves']);

export const THIRD_PERSON = new Set(['he', 'him', 'his', 'himself', 'she', 'her', 'hers', 'herself', 'it', 'its', 'itself', 'they', 'them', 'their', 'theirs', 'themselves']);

/** Words that open a subordinate clause; a sentence with one is complex (wink-nlp's SCONJ tags count too). */
export const SUBORDINATORS = new Set([
  'although', 'because', 'since', 'unless', 'whereas', 'while', 'though', 'whether', 'if', 'when', 'whenever', 'where', 'wherever', 'until', 'which', 'who', 'whom', 'whose',
]);

/** The forms of "be" and "get" that make a passive with a past participle. */
export const PASSIVE_AUXILIARY_LEMMAS = new Set(['be', 'get']);

/** Legal and technical terms of litigation and workers' compensation practice. */
export const TECHNICAL_TERMS = new Set([
  'plaintiff', 'plaintiffs', 'defendant', 'defendants', 'applicant', 'applicants', 'appellant', 'appellants', 'appellee', 'appellees', 'petitioner', 'petitioners', 'respondent', 'respondents',
  'jurisdiction', 'statute', 'statutes', 'statutory', 'regulation', 'regulations', 'tort', 'negligence', 'liability', 'liable', 'injunction', 'affidavit', 'declaration', 'deposition', 'subpoena',
  'pleading', 'pleadings', 'motion', 'petition', 'reconsideration', 'remand', 'remanded', 'rescind', 'rescinded', 'vacate', 'vacated', 'affirm', 'affirmed', 'reverse', 'reversed', 'precedent',
  'appellate', 'adjudication', 'adjudicated', 'litigation', 'counsel', 'testimony', 'evidence', 'evidentiary', 'admissible', 'hearsay', 'stipulation', 'stipulated', 'lien', 'liens', 'award', 'findings',
  'compensable', 'apportionment', 'industrial', 'disability', 'impairment', 'causation', 'employer', 'employee', 'insurer', 'carrier', 'claimant', 'benefits', 'indemnity', 'wcab', 'wcj', 'qme', 'ame', 'ptp',
  'cumulative', 'trauma', 'medical-legal', 'utilization', 'arbitration', 'mediation', 'settlement', 'damages', 'breach', 'contract', 'fiduciary', 'discovery', 'sanctions', 'venue', 'tribunal', 'trier',
]);

/** Legal phrases (counted where they appear as whole words). */
export const LEGAL_PHRASES = [
  'pursuant to', 'in accordance with', 'notwithstanding', 'hereinafter', 'herein', 'hereby', 'thereof', 'therein', 'whereas', 'prima facie', 'de novo', 'inter alia', 'sua sponte', 'ex parte',
  'res judicata', 'stare decisis', 'per curiam', 'amicus curiae', 'burden of proof', 'preponderance of the evidence', 'substantial evidence', 'as a matter of law', 'abuse of discretion',
  'good cause', 'without prejudice', 'with prejudice', 'in lieu of', 'arising out of', 'in the course of', 'it is well settled', 'reasonable medical probability', 'trier of fact',
] as const;

/** Words a formal register favours, and words or marks a casual one does (with contractions). */
export const FORMAL_MARKERS = new Set(['shall', 'pursuant', 'therefore', 'moreover', 'furthermore', 'accordingly', 'hereinafter', 'herein', 'thereof', 'whereas', 'notwithstanding', 'respectfully', 'hence', 'thus']);
export const INFORMAL_MARKERS = new Set(['ok', 'okay', 'yeah', 'yep', 'hey', 'gonna', 'wanna', 'gotta', 'kinda', 'sorta', 'stuff', 'really', 'pretty', 'totally', 'basically', 'awesome', 'cool', 'guys', 'lol']);

/** Transition phrases (counted where they appear as whole words). */
export const TRANSITION_PHRASES = [
  'however', 'therefore', 'moreover', 'furthermore', 'additionally', 'consequently', 'accordingly', 'nevertheless', 'nonetheless', 'thus', 'hence', 'in addition', 'on the other hand', 'in contrast',
  'similarly', 'likewise', 'for example', 'for instance', 'in particular', 'as a result', 'in summary', 'in conclusion', 'finally', 'first', 'second', 'third', 'notably', 'indeed', 'meanwhile',
  'subsequently', 'specifically', 'instead', 'otherwise', 'further',
] as const;

/** Seed 001 §5: the four headings, in order, of IRAC (issue, rule, analysis, conclusion) and PARC (problem, analysis, rule, conclusion). */
export const IRAC_MARKERS = [['issue', 'issues'], ['rule', 'rules'], ['analysis', 'application'], ['conclusion']] as const;
export const PARC_MARKERS = [['problem'], ['analysis', 'application'], ['rule', 'rules'], ['conclusion']] as const;
