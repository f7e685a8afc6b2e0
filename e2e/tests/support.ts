import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';

// The data dir the config gives `npm start` (E2E_DATA_DIR, relative to the repository root).
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const outboxDir = resolve(repoRoot, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');
const screenshotsDir = fileURLToPath(new URL('../screenshots', import.meta.url));
export { DEMO_PASSWORD };

/** index.html's session cookie: the splash shows only when a browser session starts at `/`. */
export const SESSION_COOKIE = 'cy_session';

/** Tests that are not about the splash start in a session that has begun, so it never shows. */
export async function skipSplash(page: Page) {
  await page.addInitScript((name) => (document.cookie = `${name}=1; path=/`), SESSION_COOKIE);
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: join(screenshotsDir, `${testInfo.project.name}-${name}.png`),
    fullPage: true,
  });
}

/**
 * What the screen shows now, not the whole page: a modal dialog over the page, or a phone's fixed
 * bars, which a full-page capture draws in the middle of a long page.
 */
export async function screenshotViewport(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: join(screenshotsDir, `${testInfo.project.name}-${name}.png`) });
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/**
 * The newest mail to `email` in the development outbox `npm start` writes (waits for one), with
 * quoted-printable parts read as a mail client shows them (soft line breaks joined, =XX decoded).
 */
export async function latestMail(email: string): Promise<string> {
  let files: string[] = [];
  await expect
    .poll(async () => {
      files = (await readdir(outboxDir).catch(() => [])).filter((f) =>
        f.endsWith(`${email.toLowerCase()}.eml`),
      );
      return files.length;
    })
    .toBeGreaterThan(0);
  const raw = await readFile(join(outboxDir, files.sort().at(-1)!), 'utf8');
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest OTP mailed to `email`. */
export async function latestOtp(email: string): Promise<string> {
  const match = (await latestMail(email)).match(/^Subject: (\d{6}) /m);
  if (!match) throw new Error(`no OTP in the newest mail to ${email}`);
  return match[1]!;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The account menu: a row under the header on desktop, the hamburger menu on a phone. */
export async function accountMenu(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('navigation', { name: 'Mobile menu' });
  }
  return page.getByRole('navigation', { name: 'Account menu' });
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
}

/** Ends whatever session the page has (clears the stored token and user) and signs `email` in. */
export async function switchAccount(page: Page, email: string, password = DEMO_PASSWORD) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await login(page, email, password);
}

/**
 * `screenshot` once the footer (loaded after the page) is there, scrolled back to the top first:
 * a full-page capture draws sticky and fixed bars where they sit in the viewport, so a page left
 * scrolled by the test would show the header in the middle of it.
 */
export async function screenshotFromTop(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, testInfo, name);
}

/** axe's WCAG 2.2 AA rules (and the 2.0/2.1 A and AA ones it includes): every violation, any impact. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * axe on the page at rest: a toast fading in or out (react-hot-toast's live status) reads as low
 * contrast, so this waits until no toast is on screen.
 */
export async function axeAtRest(page: Page) {
  await expect(page.locator('[role="status"][aria-live]')).toHaveCount(0);
  return axeViolations(page);
}

/** The requests `page` makes to one API path from now on (to prove a form sent nothing, or once). */
export function callsTo(page: Page, path: string) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1${path}`) calls.push(request);
  });
  return calls;
}
