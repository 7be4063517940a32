import { describe, expect, it } from 'vitest';
import { cutContext, DRAFT_CONTEXT } from '../../../../domain/legal/drafting/context';
import { draftPrompt, DRAFTING_SYSTEM_PROMPT, filledDraft } from '../../../../domain/legal/drafting/prompt';
import { STARTER_TEMPLATES } from '../../../../domain/legal/drafting/starter-templates';
import { fillTemplate, templateFields } from '../../../../domain/legal/drafting/template-fields';

describe('template placeholders', () => {
  it('lists each {{field}} once, in order, spaces inside the braces allowed', () => {
    expect(templateFields('{{ applicant }} v. {{defendant}}; {{applicant}} again; {{case number}}; {not one}; {{}}')).toEqual(['applicant', 'defendant', 'case number']);
  });

  it('fills the fields given and leaves the others visible', () => {
    expect(fillTemplate('{{ applicant }} v. {{defendant}}, {{applicant}}', { applicant: 'Ana Ruiz' })).toBe('Ana Ruiz v. {{defendant}}, Ana Ruiz');
    expect(fillTemplate('{{a}}', { a: '$& {{b}}' })).toBe('$& {{b}}');
  });

  it('gives every starter template placeholders to fill', () => {
    expect(STARTER_TEMPLATES.map((t) => t.name)).toEqual(['Petition for Reconsideration', 'Client hearing letter', 'Declaration of readiness cover letter']);
    for (const template of STARTER_TEMPLATES) expect(templateFields(template.content).length).toBeGreaterThan(2);
  });
});

describe('context building (seed 001 §9)', () => {
  it('is 3 documents, 3 cases, 300 characters, threshold 0.6', () => {
    expect(DRAFT_CONTEXT).toEqual({ maxDocuments: 3, maxCases: 3, documentChars: 300, similarityThreshold: 0.6 });
  });

  it('cuts a document at 300 characters', () => {
    expect(cutContext('a'.repeat(301))).toBe(`${'a'.repeat(300)}…`);
    expect(cutContext(`${'a'.repeat(150)}\n\n${'b'.repeat(149)}`)).toBe(`${'a'.repeat(150)} ${'b'.repeat(149)}`);
  });
});

describe('the drafting prompt', () => {
  const request = {
    title: 'Ruiz petition',
    documentType: 'petition',
    instructions: 'Argue the report was late.',
    template: 'PETITION\n{{defendant}}',
    style: ['Prefer the active voice.'],
    documents: [1, 2, 3, 4].map((n) => ({ title: `Doc ${n}`, text: `${n}`.repeat(400) })),
    cases: [1, 2, 3, 4].map((n) => ({ name: `Case ${n}`, citation: `${n} Cal.5th ${n}`, court: 'Cal.', date: '2020-01-01', summary: 'Held.' })),
  };

  it('treats the user as a licensed attorney with final approval', () => {
    expect(DRAFTING_SYSTEM_PROMPT).toContain('licensed attorney who has full authority and final approval of every document');
  });

  it('holds the instructions, the template, the style, at most 3 documents cut to 300 characters and 3 cases', () => {
    const prompt = draftPrompt(request);
    expect(prompt).toContain('Draft a petition titled "Ruiz petition".');
    expect(prompt).toContain('Argue the report was late.');
    expect(prompt).toContain('PETITION\n{{defendant}}');
    expect(prompt).toContain('- Prefer the active voice.');
    expect(prompt).toContain(`[1] Doc 1: ${'1'.repeat(300)}…`);
    expect(prompt).toContain('[3] Doc 3:');
    expect(prompt).not.toContain('Doc 4');
    expect(prompt).toContain('- Case 3, 3 Cal.5th 3 (Cal., 2020-01-01): Held.');
    expect(prompt).not.toContain('Case 4');
  });

  it('leaves out what is not given', () => {
    const prompt = draftPrompt({ ...request, template: null, style: [], documents: [], cases: [] });
    expect(prompt).not.toContain('template');
    expect(prompt).not.toContain("attorney's own style");
    expect(prompt).not.toContain('Cases saved');
  });

  it('without a model, appends the instructions to the filled template as a note', () => {
    expect(filledDraft('Text\n', 'Be brief.')).toBe('Text\n\nNote for the attorney (instructions given): Be brief.');
    expect(filledDraft('Text', '  ')).toBe('Text');
  });
});
