import { describe, expect, it } from 'vitest';
import { ASSISTANT_CATALOGUE, findCatalogueEntry } from '../../../domain/assistants/catalogue';
import { ASSISTANT_DEFAULTS, ASSISTANT_MESSAGES, normaliseCapabilities, planFolderLinks, retiredName } from '../../../domain/assistants/rules';

describe('assistant rules (seed 001 §4, §5, §8, §9)', () => {
  it('has the defaults and texts of the seed', () => {
    expect(ASSISTANT_DEFAULTS.temperature).toBe(0.3);
    expect(ASSISTANT_DEFAULTS.maxTokens).toBe(2048);
    expect(ASSISTANT_MESSAGES.notFound('abc')).toBe('Assistant with ID abc not found.');
    expect(ASSISTANT_MESSAGES.loginToCreate).toBe('You must be logged in to create an assistant');
  });

  it('prefixes a retired name once', () => {
    expect(retiredName('Research')).toBe('[Deleted] Research');
    expect(retiredName('[Deleted] Research')).toBe('[Deleted] Research');
  });

  it('trims capabilities and drops blanks and repeats', () => {
    expect(normaliseCapabilities([' drafting ', 'Drafting', '', 'research'])).toEqual(['drafting', 'research']);
  });

  it('plans a link call: the set replaces the linked one, already linked is kept, unknown ids skipped', () => {
    const existing = new Set(['a', 'b', 'c']);
    expect(planFolderLinks({ requested: ['a', 'b', 'a'], existing, linked: new Set(['a', 'c']) })).toEqual({ ok: true, link: ['b'], unlink: ['c'], kept: ['a'] });
    expect(planFolderLinks({ requested: ['a', 'zz'], existing, linked: new Set() })).toEqual({ ok: true, link: ['a'], unlink: [], kept: [] });
    expect(planFolderLinks({ requested: [], existing, linked: new Set(['b']) })).toEqual({ ok: true, link: [], unlink: ['b'], kept: [] });
    expect(planFolderLinks({ requested: ['a'], existing, linked: new Set(['a']) })).toEqual({ ok: true, link: [], unlink: [], kept: ['a'] });
  });

  it('refuses a bulk link with no valid folders', () => {
    expect(planFolderLinks({ requested: ['x', 'y'], existing: new Set(['a']), linked: new Set(['a']) })).toEqual({ ok: false, message: ASSISTANT_MESSAGES.noValidFolders });
  });
});

describe('assistant store catalogue (seed 001 §1)', () => {
  it('offers legal research, medical research, creative and two life coaches', () => {
    expect(ASSISTANT_CATALOGUE.map((entry) => entry.type)).toEqual(['legal', 'medical', 'creative', 'life-coach', 'life-coach']);
    expect(new Set(ASSISTANT_CATALOGUE.map((entry) => entry.id)).size).toBe(ASSISTANT_CATALOGUE.length);
  });

  it('gives every entry a name, a description, capabilities and a real prompt', () => {
    for (const entry of ASSISTANT_CATALOGUE) {
      expect(entry.id).toMatch(/^[a-z0-9-]+$/);
      expect(entry.name.trim().length).toBeGreaterThan(3);
      expect(entry.description.length).toBeGreaterThan(20);
      expect(entry.capabilities.length).toBeGreaterThan(0);
      expect(entry.systemPrompt.length).toBeGreaterThan(300);
      expect(entry.temperature).toBeGreaterThanOrEqual(0);
      expect(entry.temperature).toBeLessThanOrEqual(2);
    }
  });

  it('has the legal assistant treat the user as a licensed attorney whose work it drafts for review', () => {
    const legal = findCatalogueEntry('legal-research')!;
    expect(legal.systemPrompt).toMatch(/licensed attorney/);
    expect(legal.systemPrompt).toMatch(/draft for the attorney's review and final approval/);
    expect(legal.systemPrompt).toMatch(/Never invent a case/);
    expect(findCatalogueEntry('nope')).toBeUndefined();
  });
});
