import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** antd's enter and leave transitions (a toast fading out, a drawer sliding in): half-faded text has no stable colour. */
const IN_MOTION = '[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"], [class*="-leave-start"]';

/** axe's WCAG 2.x A and AA violations on the page (or inside `selector`), short enough to read in a failure. */
export async function wcagViolations(page: Page, selector?: string) {
  // Checked once what moves has settled; an element that never settles is checked as it is.
  await page.waitForFunction((motion) => !document.querySelector(motion), IN_MOTION, { timeout: 5_000 }).catch(() => undefined);
  const builder = new AxeBuilder({ page }).withTags(WCAG_A_AA);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    where: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`.trim()),
  }));
}
