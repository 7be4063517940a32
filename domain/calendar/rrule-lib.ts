import * as rruleModule from 'rrule';

type RRuleLib = typeof rruleModule;

/**
 * The rrule package's exports under every loader: Node's ESM loader sees its CommonJS build (all under
 * `default`), bundlers see its ES build (named exports).
 */
export const rrule: RRuleLib = 'RRule' in rruleModule && rruleModule.RRule ? rruleModule : (rruleModule as unknown as { default: RRuleLib }).default;
