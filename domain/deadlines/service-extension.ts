import type { DeadlineRule, ServiceMethod } from './types';

export const SERVICE_EXTENSION_CITATION = '8 CCR § 10605';

/**
 * Calendar days 8 CCR § 10605 adds for the way the triggering document was served.
 * The rule extends every method "other than personal service" by the place of address of
 * the party served (5 days in California, 10 elsewhere in the US, 20 abroad). For
 * electronic service we do not know that address, so we assume a California address and
 * add 5 days — the shortest extension, which never produces a date later than the real one.
 * 'none' (method unknown) adds nothing, again the earliest possible date.
 */
const EXTENSION_DAYS: Record<ServiceMethod, number> = {
  none: 0,
  personal: 0,
  mail_in_california: 5,
  mail_elsewhere_in_us: 10,
  mail_abroad: 20,
  electronic: 5,
};

export function serviceExtensionFor(
  rule: DeadlineRule,
  method: ServiceMethod,
): { method: ServiceMethod; days: number; citation: string | null } {
  if (!rule.serviceExtension) return { method, days: 0, citation: null };
  return { method, days: EXTENSION_DAYS[method], citation: SERVICE_EXTENSION_CITATION };
}

const METHOD_WORDS: Record<ServiceMethod, string> = {
  none: 'No service method was given',
  personal: 'Personal service',
  mail_in_california: 'Service by mail to an address in California',
  mail_elsewhere_in_us: 'Service by mail to an address elsewhere in the United States',
  mail_abroad: 'Service by mail to an address outside the United States',
  electronic: 'Electronic service (assumed to an address of record in California)',
};

export function describeServiceMethod(method: ServiceMethod): string {
  return METHOD_WORDS[method];
}
