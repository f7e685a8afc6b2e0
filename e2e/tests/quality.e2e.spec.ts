import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { skipSplash } from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

for (const path of ['/', '/signup', '/login', '/forgot-password', '/faqs', '/no/such/page']) {
  test(`${path} has no serious accessibility problems (axe, WCAG 2.2 AA)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
