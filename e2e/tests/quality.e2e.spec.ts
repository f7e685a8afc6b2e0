import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, skipSplash } from './support.ts';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the start-up splash has no serious accessibility problems', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Welcome to Cine Yatra' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the read-only profile has no serious accessibility problems', async ({ page }) => {
  await skipSplash(page);
  await login(page, 'viewer@example.com');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of ['/', '/signup', '/login', '/forgot-password', '/faqs', '/no/such/page']) {
  test(`${path} has no serious accessibility problems (axe, WCAG 2.2 AA)`, async ({ page }) => {
    await skipSplash(page);
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

/** Layout shift a user would see (not right after their own input), summed as CLS sums it. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

for (const [path, heading] of [
  ['/', 'Cine Yatra: movie tickets'],
  ['/login', 'Sign in'],
  ['/signup', 'Create your account'],
] as const) {
  test(`${path} does not shift while its lazy parts arrive on a slow network (CLS ≤ 0.02)`, async ({
    page,
  }) => {
    await skipSplash(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}

test("a deep link preloads its page's chunk with the entry, not after it", async ({ page }) => {
  await skipSplash(page);
  await page.goto('/login');
  await expect(page.locator('head link[rel="modulepreload"][href*="/assets/login-"]')).toHaveCount(1);
});
