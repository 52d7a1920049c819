/** The accessibility check every screen spec runs: WCAG 2.1 A/AA + best practice. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical axe violations on the page, short enough to read in a failure. */
export async function seriousViolations(page: Page) {
  // Colours read mid-transition (a theme switch, a fading dialog) are neither theme's:
  // let every finite animation and transition end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(animation => animation.effect?.getTiming().iterations !== Infinity)
        .map(animation => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter(
      violation => violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map(violation => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map(node => node.target.join(' ')).slice(0, 5),
    }));
}
