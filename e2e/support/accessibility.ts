import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Every axe-core finding of WCAG 2.0, 2.1 and 2.2 A and AA on the page as it is now, as short readable lines. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
