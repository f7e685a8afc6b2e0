import { expect, test } from '@playwright/test';
import { PAGE_TEXTS } from '@cinema/contracts';
import { screenshot, skipSplash } from './support.ts';

test('the splash shows once per session and Skip reveals the page loaded beneath it', async ({ page }) => {
  await page.goto('/');
  const splash = page.getByRole('dialog');
  await expect(splash).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(splash).toBeHidden();
  await page.reload();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('home has the header, the banner carousel and the whole footer', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await skipSplash(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /cine\s*yatra/i }).first()).toHaveAttribute('href', '/');
  await expect(page.getByPlaceholder(PAGE_TEXTS.searchPlaceholder)).toBeVisible();
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
