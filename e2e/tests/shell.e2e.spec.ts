import { expect, test, type Page } from '@playwright/test';
import { LIMITS, PAGE_TEXTS } from '@cinema/contracts';
import { isPhone, screenshot, skipSplash } from './support.ts';

const splashOf = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Cine Yatra' });

test.describe('the start-up splash', () => {
  test("is drawn by the page itself: it shows with the app's JavaScript blocked", async ({
    page,
  }, testInfo) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(splashOf(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip' })).toBeFocused();
    await screenshot(page, testInfo, 'splash');
  });

  test('its script is allowed by hash, not by unsafe-inline; Escape ends it over the loaded app', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    const response = await page.goto('/');
    const scriptSrc = (response?.headers()['content-security-policy'] ?? '')
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    await expect(splashOf(page)).toBeVisible();
    // The app mounts beneath it while it shows.
    await expect(page.locator('#root header')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Skip' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(splashOf(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('ends 7 s after navigation start; a tap ends it sooner', async ({ page }) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto('/');
    await expect(splashOf(page)).toBeVisible();
    await page.clock.runFor(LIMITS.splashMs - 1000);
    await expect(splashOf(page)).toBeVisible();
    await page.clock.runFor(1000);
    await expect(splashOf(page)).toBeHidden();

    const other = await page.context().browser()!.newContext();
    const tapped = await other.newPage();
    await tapped.goto(page.url());
    await splashOf(tapped).getByText('Lights. Camera. Your seat is waiting.').click();
    await expect(splashOf(tapped)).toBeHidden();
    await other.close();
  });

  test('shows once per browser session: not on reload, not in a second tab', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(splashOf(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(splashOf(page)).toBeHidden();
    const secondTab = await page.context().newPage();
    await secondTab.goto('/');
    await expect(secondTab.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(splashOf(secondTab)).toBeHidden();
  });

  test('does not show on a deep link, nor on the home page later in that session', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(splashOf(page)).toBeHidden();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(splashOf(page)).toBeHidden();
  });

  test('has no animation when reduced motion is asked for', async ({ page }) => {
    const bar = page.locator('#splash .splash-bar');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(splashOf(page)).toBeVisible();
    expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    const other = await page.context().browser()!.newContext();
    const moving = await other.newPage();
    await moving.goto(page.url());
    expect(
      await moving.locator('#splash .splash-bar').evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('splash-progress');
    await other.close();
  });
});

test('home has the header, the banner carousel and the whole footer', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await skipSplash(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /cine\s*yatra/i }).first()).toHaveAttribute('href', '/');
  // A phone's narrow box has a shorter placeholder (the spec's was cut off there).
  const placeholder = isPhone(testInfo) ? 'Search for Movies' : PAGE_TEXTS.searchPlaceholder;
  await expect(page.getByPlaceholder(placeholder, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('2024');
  for (const text of ['Kabaddi', 'Sri Lanka', 'Kochi', 'Odia']) await expect(footer).toContainText(text);
  await expect(footer.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
  await screenshot(page, testInfo, 'home');
  // No script errors, and nothing the content security policy had to block.
  expect(problems).toEqual([]);
});

test('an unknown path shows the 404 page with a way home', async ({ page }, testInfo) => {
  await skipSplash(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: PAGE_TEXTS.notFound })).toBeVisible();
  await screenshot(page, testInfo, '404');
  await page.getByRole('link', { name: PAGE_TEXTS.backToHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the page scrolls to the top on navigation', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
