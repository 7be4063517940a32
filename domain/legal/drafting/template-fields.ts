/** Placeholders in a template's text: {{field}} (letters, digits, _ . - and spaces inside the braces). */
const PLACEHOLDER = /\{\{\s*([A-Za-z][\w .-]{0,63}?)\s*\}\}/g;

/** The template's placeholders, each once, in the order they first appear. */
export function templateFields(content: string): string[] {
  const fields: string[] = [];
  for (const match of content.matchAll(PLACEHOLDER)) if (!fields.includes(match[1]!)) fields.push(match[1]!);
  return fields;
}

/** Fills {{field}} from the values; a field with no value stays as it is, so the person sees what is missing. */
export function fillTemplate(content: string, values: Readonly<Record<string, string>>): string {
  return content.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/** The fields still unfilled in a text. */
export const unfilledFields = (content: string): string[] => templateFields(content);
