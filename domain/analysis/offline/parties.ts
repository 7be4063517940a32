import { tidyCapitals, tidyFragment, uniqueValues } from './text-case';

export interface Parties {
  applicant: string | null;
  /** Employer, else the first defendant, as a short name ("Acme Logistics" for "ACME LOGISTICS, INC."). */
  defendant: string | null;
  /** "Garcia v. Acme Logistics" */
  caption: string | null;
  deponent: string | null;
  /** Named people stated in the message with their role, e.g. "Ana Lucia Vega (Spanish interpreter)". */
  namedAttendees: string[];
}

const NOT_STATED = /^(?:n\/?a|none|not\s+(?:requested|needed|required|applicable)|tbd|tba|to\s+be\s+(?:determined|announced|provided))\b/i;

/** Value of "Label: value" (stopping at a second label on the line) or the next line when the label stands alone. */
function labelValue(text: string, labels: string): string | null {
  // A label starts a line or follows a wide gap ("Applicant: Grace Kim    Employer: Harbor Cold Storage").
  const pattern = new RegExp(String.raw`(?:^[ \t]*|[ \t]{2,})(?:${labels})[ \t]*:[ \t]*(.*)$`, 'gim');
  for (const match of text.matchAll(pattern)) {
    let value = (match[1] ?? '').split(/\s{2,}[A-Za-z' ]{2,30}:/)[0] ?? '';
    if (!value.trim()) value = text.slice(match.index + match[0].length + 1).split('\n')[0] ?? '';
    const cleaned = tidyFragment(value);
    if (cleaned && !NOT_STATED.test(cleaned)) return cleaned;
  }
  return null;
}

/** "ACME LOGISTICS, INC.; ZENITH" → "Acme Logistics"; "Bay Area Transit Authority, permissibly self-insured" → the authority. */
function shortOrganisationName(raw: string): string {
  const first = raw.split(/[;,(\n]| - | – /)[0] ?? raw;
  return tidyCapitals(tidyFragment(first).replace(/\s+(?:et\s+al\.?)$/i, ''));
}

const SUFFIXES = /^(?:jr\.?|sr\.?|ii|iii|iv|esq\.?|m\.?d\.?)$/i;

function surname(name: string): string {
  const words = name.replace(/,.*$/, '').split(/\s+/).filter((word) => !SUFFIXES.test(word));
  return words[words.length - 1] ?? name;
}

// Formal caption: "MARIA GARCIA, Applicant,\nvs.\nACME LOGISTICS, INC.; ZENITH …, Defendants."
const FORMAL_CAPTION = /^[ \t]*([A-Z][A-Za-z.' -]+?),[ \t]*applicant,?[ \t]*\n?[ \t]*vs?\.?[ \t]*\n?[ \t]*([^\n]+)/im;
// Inline caption: "Nguyen v. Pacific Farms", "Alvarez v. Metro Freight Lines, LLC".
const INLINE_CAPTION = /\b([A-Z][A-Za-z'-]+(?:[ \t]+[A-Z][A-Za-z'-]+){0,2})[ \t]+vs?\.[ \t]+([A-Z][\w&'.-]*(?:[ \t]+(?:[A-Z0-9&][\w&'.-]*|of|and|the|de))*)/g;
const CAPTION_LEAD_WORDS = /^(?:In|The|Re|RE|Fwd|FW|For|Of|And|Matter|Case)\s+/;

function inlineCaption(text: string): { applicant: string; defendant: string } | null {
  for (const match of text.matchAll(INLINE_CAPTION)) {
    const applicant = (match[1] ?? '').replace(CAPTION_LEAD_WORDS, '').trim();
    const defendant = shortOrganisationName((match[2] ?? '').replace(/\s+(?:of|and|the|de)$/i, ''));
    // "GARCIA, MARIA v. ACME" (surname first) cannot be read reliably; skip it.
    if (!applicant || !defendant || /,\s*$/.test(text.slice(0, match.index))) continue;
    return { applicant: tidyCapitals(applicant), defendant };
  }
  return null;
}

const ROLE_WORDS = /^(?:(?:of\s+)?(?:the\s+)?(?:applicant|defendant|plaintiff|witness|employee|employer|panel|agreed|treating|primary|physician|QME|AME|PQME|PTP|doctor|claims?\s+adjuster|adjuster|custodian\s+of\s+records|person\s+most\s+qualified),?\s+)+/i;
const DEPONENT_AFTER_DEPOSITION = /\bdepo(?:sition)?\s+of\s+([^\n]{2,80})/gi;

function deponentFrom(text: string): string | null {
  const labelled = labelValue(text, 'deponent|witness');
  if (labelled) return tidyCapitals(labelled.split(/,\s*(?:M\.?D|D\.?C|Ph\.?D|Esq)\b/i)[0] ?? labelled);
  for (const match of text.matchAll(DEPONENT_AFTER_DEPOSITION)) {
    const afterRoles = (match[1] ?? '').replace(ROLE_WORDS, '');
    const name = /^((?:Dr\.?\s+)?[A-Z][A-Za-z'.-]*(?:[ \t]+[A-Z][A-Za-z'.-]*){1,3})/.exec(afterRoles)?.[1];
    if (name && !/^(?:Applicant|Defendant)$/i.test(name)) return tidyCapitals(name.replace(/\.$/, ''));
  }
  return null;
}

function roleAttendee(text: string, labels: string, role: string): string | null {
  const value = labelValue(text, labels);
  if (!value) return null;
  const language = /^(.*?)\s*\(([A-Za-z]+)\)\s*$/.exec(value);
  return language ? `${tidyCapitals(language[1] ?? '')} (${language[2]} ${role})` : `${tidyCapitals(value)} (${role})`;
}

export function findParties(text: string): Parties {
  const formal = FORMAL_CAPTION.exec(text);
  const inline = inlineCaption(text);
  const labelledApplicant = labelValue(text, "applicant|employee|applicant's\\s+name|injured\\s+worker");
  const labelledDefendant = labelValue(text, 'employer|defendants?|defendant\\(s\\)');

  const applicant = labelledApplicant ? tidyCapitals(labelledApplicant) : formal?.[1] ? tidyCapitals(formal[1]) : (inline?.applicant ?? null);
  const defendant = labelledDefendant
    ? shortOrganisationName(labelledDefendant)
    : formal?.[2]
      ? shortOrganisationName(formal[2])
      : (inline?.defendant ?? null);
  const caption = applicant && defendant ? `${surname(applicant)} v. ${defendant}` : inline ? `${inline.applicant} v. ${inline.defendant}` : null;

  const deponent = deponentFrom(text);
  const namedAttendees = uniqueValues(
    [
      deponent ? `${deponent} (deponent)` : null,
      roleAttendee(text, "applicant'?s\\s+attorney|attorney\\s+for\\s+applicant", "applicant's attorney"),
      roleAttendee(text, "defen[cs]e\\s+(?:attorney|counsel)|defendant'?s\\s+attorney|attorney\\s+for\\s+defendants?", 'defense attorney'),
      roleAttendee(text, 'interpreter', 'interpreter'),
    ].filter((value): value is string => value !== null),
  );
  return { applicant, defendant, caption, deponent, namedAttendees };
}
