import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Transitions and animations stopped at their end state while axe reads colours: a toast fading out or a
 * button easing into its hover colour has no stable colour, and a person sees the settled one.
 */
const SETTLED = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** axe's WCAG 2.x A and AA violations on the page (or inside `selector`), short enough to read in a failure. */
export async function wcagViolations(page: Page, selector?: string) {
  const settled = await page.addStyleTag({ content: SETTLED });
  try {
    return await analyze(page, selector);
  } finally {
    await settled.evaluate((style) => (style as Element).remove()).catch(() => undefined);
  }
}

async function analyze(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_A_AA);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    where: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`.trim()),
  }));
}
