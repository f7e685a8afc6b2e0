import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { accountMenu } from './support.ts';

/**
 * Helpers of the revenue browser tests: rupee amounts as the pages write them, the revenue pages'
 * key figures and table rows, and a walk through each role's revenue pages.
 */

/** A figure the pages write ("Rs 1,23,450", "Rs 250.50", Rs as the spec writes prices) in paise. */
export function paiseOf(text: string): number {
  const match = /^Rs ([\d,]+)(?:\.(\d\d))?$/.exec(text.trim());
  if (!match) throw new Error(`not a rupee amount: "${text}"`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2] ?? 0);
}

/**
 * Paise as the pages write rupees, grouped the Indian way (thousands, then lakhs and crores in twos):
 * 12345000 → "Rs 1,23,450". Written out here, not with Intl, so the test does not share the page's formatter.
 */
export function rupees(paise: number): string {
  const whole = String(Math.floor(paise / 100));
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  const fraction = paise % 100 === 0 ? '' : `.${String(paise % 100).padStart(2, '0')}`;
  return `Rs ${grouped}${fraction}`;
}

const AMOUNT = /^Rs [\d,]+(\.\d\d)?$/;

/** A key figure tile of a revenue page ("Total revenue", "Revenue"): the value under its label. */
export const stat = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The revenue cell (the row's one amount) of the row named `row` in the table named `table`. */
export const revenueCell = (page: Page, table: string, row: string) =>
  page
    .getByRole('region', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell')
    .filter({ hasText: /^Rs / });

/** What a walk does with each figure it passes: read it (before a sale) or check it (after). */
export type FigureVisit = (name: string, figure: Locator) => Promise<void>;
/** Called once each page of a walk is on screen, with a short name of the page. */
export type PageVisit = (name: string) => Promise<void>;

export interface Target {
  cinemaName: string;
  cityName: string;
  /** The owner's name, as the SuperAdmin's pages show it. */
  adminName: string;
}

/** Collects the figures a walk passes, in paise, to compare after the sale. */
export function recorder() {
  const figures: Record<string, number> = {};
  const visit: FigureVisit = async (name, figure) => {
    await expect(figure).toHaveText(AMOUNT);
    figures[name] = paiseOf(await figure.innerText());
  };
  return { figures, visit };
}

/** Opens a page of the account menu (the hamburger menu on a phone). */
async function openFromMenu(page: Page, testInfo: TestInfo, label: string) {
  await (await accountMenu(page, testInfo)).getByRole('link', { name: label, exact: true }).click();
}

async function onPage(page: Page, title: string, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // The figures are on screen (not the spinner of the first read).
  await expect(page.getByRole('main').getByRole('term').first()).toBeVisible();
}

/** The Admin's own pages: Revenue, Cities Revenue and the city's page, each with the cinema's figure. */
export async function walkAdminPages(
  page: Page,
  testInfo: TestInfo,
  target: Target,
  visit: FigureVisit,
  shot: PageVisit = async () => {},
) {
  const { cinemaName, cityName } = target;
  const main = page.getByRole('main');
  await openFromMenu(page, testInfo, 'Revenue');
  await onPage(page, 'Revenue', /\/admin-revenue$/);
  await visit('admin revenue: total', stat(page, 'Total revenue'));
  await visit('admin revenue: cinema', revenueCell(page, 'Revenue per cinema', cinemaName));
  await shot('admin-revenue');

  await main.getByRole('link', { name: 'Cities Revenue', exact: true }).click();
  await onPage(page, 'Cities Revenue', /\/admin-cities-revenue$/);
  await visit('admin cities: total', stat(page, 'Total revenue'));
  await visit('admin cities: city', revenueCell(page, 'Revenue per city', cityName));
  await shot('admin-cities-revenue');

  await main.getByRole('link', { name: `City Details of ${cityName}` }).click();
  await onPage(page, cityName, /\/admin-city-revenue\/[^/]+$/);
  await visit('admin city: revenue', stat(page, 'Revenue'));
  await visit('admin city: cinema', revenueCell(page, `Revenue per cinema in ${cityName}`, cinemaName));
  await shot('admin-city-revenue');
}

/** The SuperAdmin's pages: Cities Revenue → the city → the cinema's admin. */
export async function walkSuperAdminPages(
  page: Page,
  testInfo: TestInfo,
  target: Target,
  visit: FigureVisit,
  shot: PageVisit = async () => {},
) {
  const { cinemaName, cityName, adminName } = target;
  const main = page.getByRole('main');
  await openFromMenu(page, testInfo, 'Cities Revenue');
  await onPage(page, 'Cities Revenue', /\/cities-revenue$/);
  await visit('cities: total', stat(page, 'Total revenue'));
  await visit('cities: city', revenueCell(page, 'Revenue per city', cityName));
  await shot('cities-revenue');

  await main.getByRole('link', { name: `City Details of ${cityName}` }).click();
  await onPage(page, cityName, /\/city-revenue\/[^/]+$/);
  await visit('city: revenue', stat(page, 'Revenue'));
  const cinemaRow = page
    .getByRole('region', { name: `Revenue per cinema in ${cityName}`, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: cinemaName, exact: true }) });
  await expect(cinemaRow.getByRole('cell', { name: adminName, exact: true })).toBeVisible();
  await visit('city: cinema', revenueCell(page, `Revenue per cinema in ${cityName}`, cinemaName));
  await shot('city-revenue');

  await cinemaRow.getByRole('link', { name: `Admin Details of ${adminName}` }).click();
  await onPage(page, adminName, /\/admin-details\/[^/]+$/);
  await visit('admin: total', stat(page, 'Total revenue'));
  await visit('admin: cinema', revenueCell(page, `Revenue per cinema of ${adminName}`, cinemaName));
  await shot('admin-details');
}
