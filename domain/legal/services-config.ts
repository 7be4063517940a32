/** Where the public case-law services are, and the CourtListener token (COURTLISTENER_TOKEN) if the firm has one. */
export interface LegalServicesConfig {
  /** The Caselaw Access Project's static files (CASELAW_BASE_URL, default https://static.case.law). */
  caselaw: { baseUrl: string };
  /** CourtListener (COURTLISTENER_BASE_URL, default https://www.courtlistener.com). */
  courtListener: { baseUrl: string; token: string | undefined };
}

export function legalServicesFromEnv(env: Record<string, string | undefined>): LegalServicesConfig {
  const trim = (url: string): string => url.replace(/\/+$/, '');
  return {
    caselaw: { baseUrl: trim(env.CASELAW_BASE_URL || 'https://static.case.law') },
    courtListener: { baseUrl: trim(env.COURTLISTENER_BASE_URL || 'https://www.courtlistener.com'), token: env.COURTLISTENER_TOKEN || undefined },
  };
}
