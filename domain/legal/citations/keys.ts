/**
 * Comparing citations written in different ways: "Lab. Code, § 5903, subd. (a)" and "Labor Code section 5903"
 * are the same statute; "11 Cal.App.5th 109" and "11 Cal. App. 5th 109" the same case.
 */
import type { FoundCitation } from '../types';

/** A key equal for two citations of the same authority (a full case, a statute section, a regulation, a decision). */
export function citationKey(c: FoundCitation): string | null {
  const p = c.parts;
  switch (c.kind) {
    case 'case':
      return `case:${p.volume}|${p.reporter}|${p.page}`;
    case 'statute':
      return `statute:${p.title ? `${p.title}|` : ''}${p.code}|${baseSection(p.section)}`;
    case 'regulation':
      return `regulation:${p.code}|${p.title}|${baseSection(p.section)}`;
    case 'wcab':
      return `wcab:${c.normalized.toLowerCase()}`;
    case 'case_name':
      return `name:${c.normalized.toLowerCase().replace(/\s+/g, ' ')}`;
    default:
      return null;
  }
}

/** "5502(d)(3)" → "5502". */
function baseSection(section: string | undefined): string {
  return (section ?? '').replace(/\(.*$/, '');
}

/**
 * A distinctive fragment every text containing the citation has (whatever its spelling), for a first
 * ILIKE filter before reading candidate documents: the page, the section number, the decision number.
 */
export function searchFragment(c: FoundCitation): string | null {
  const p = c.parts;
  switch (c.kind) {
    case 'case':
      return p.page && /^\d+$/.test(p.page) ? p.page : null;
    case 'statute':
    case 'regulation':
      return baseSection(p.section) || null;
    case 'wcab':
      return p.page ?? c.normalized;
    case 'case_name': {
      const first = (c.normalized.split(/\s+v\.\s+/)[0] ?? '').split(/\s+/).pop();
      return first && first.length >= 3 ? first : null;
    }
    default:
      return null;
  }
}
