/**
 * "Accept once per matter or per rule": which deadlines of a new chain a person's standing acceptances
 * cover. A matter acceptance covers the whole chain of that case number; a rule acceptance covers the
 * deadlines of that rule in every matter.
 */
export interface StandingAcceptance {
  scope: 'matter' | 'rule';
  key: string;
}

export function coveredRuleIds(ruleIds: readonly string[], caseNumber: string | null, acceptances: readonly StandingAcceptance[]): string[] {
  const matter = caseNumber !== null && acceptances.some((each) => each.scope === 'matter' && each.key === caseNumber);
  if (matter) return [...ruleIds];
  const rules = new Set(acceptances.filter((each) => each.scope === 'rule').map((each) => each.key));
  return ruleIds.filter((ruleId) => rules.has(ruleId));
}
