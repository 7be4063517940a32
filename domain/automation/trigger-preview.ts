/**
 * What started a run, in the shape the audit queue shows as an entry's preview: the e-mail (as
 * `message`, like an agent's e-mail actions) or the trigger's own data (`trigger`).
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function triggerPreview(triggerData: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const email = triggerData.email;
  if (isRecord(email)) {
    const { subject, from, date, snippet } = email;
    return { message: { subject, from, date, snippet } };
  }
  return { trigger: triggerData };
}
