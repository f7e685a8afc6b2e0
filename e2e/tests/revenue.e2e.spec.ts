import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { BOOKING_TEXTS, FALLBACKS, GUARDS, REVENUE_TEXTS, TOASTS } from '@cinema/contracts';
import { apiLogin, DEMO, signUpByApi } from '../fixtures/catalog.ts';
import {
  newScreening,
  openSeatPage,
  PRICES,
  seatButton,
  seatIds,
  seatState,
  ViewerApi,
} from '../fixtures/booking.ts';
import {
  recorder,
  rupees,
  walkAdminPages,
  walkSuperAdminPages,
  type FigureVisit,
  type Target,
} from './revenue-support.ts';
import { callsTo, isPhone, login, skipSplash, switchAccount } from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

const ADMIN_REVENUE = '/api/v1/revenue/admin-revenue-details';

/** An Admin account as the SuperAdmin's admin list names it. */
async function adminAccount(request: APIRequestContext, email: string) {
  const { token } = await apiLogin(request, DEMO.superAdmin);
  const response = await request.get('/api/v1/revenue/admins-details', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { _id: string; userName: string; email: string }[] };
  const admin = data.find((a) => a.email === email);
  expect(admin, `${email} among the admins`).toBeDefined();
  return admin!;
}

/**
 * Pictures of a revenue page under /tmp once it is complete (chart drawn, footer loaded, the login
 * toast gone): the whole page on a desktop; on a phone what the screen shows at the top and at the table.
 */
async function capture(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByTestId('revenue-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByText(TOASTS.login)).toBeHidden();
  const path = (part: string) => `/tmp/revenue-${testInfo.project.name}-${name}${part}.png`;
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  if (!isPhone(testInfo)) {
    await page.screenshot({ path: path(''), fullPage: true });
    return;
  }
  await page.screenshot({ path: path('-top') });
  await page.getByRole('main').getByRole('region').last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path('-table') });
}

test("a viewer's payment raises the owning Admin's and the SuperAdmin's revenue pages by exactly its total", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // A new cinema of the demo Admin in Indore: it has sold nothing, and every seat is free.
  const screening = await newScreening(request, testInfo, '9-12am');
  const owner = await adminAccount(request, DEMO.admin);
  const target: Target = {
    cinemaName: screening.cinema.cinemaName,
    cityName: screening.cityName,
    adminName: owner.userName,
  };
  const before = { admin: recorder(), superAdmin: recorder() };

  await test.step('before: the figures on the Admin’s and the SuperAdmin’s revenue pages', async () => {
    await login(page, DEMO.admin);
    await walkAdminPages(page, testInfo, target, before.admin.visit);
    await switchAccount(page, DEMO.superAdmin);
    await walkSuperAdminPages(page, testInfo, target, before.superAdmin.visit);
  });
  expect(Object.keys(before.admin.figures)).toHaveLength(6);
  expect(Object.keys(before.superAdmin.figures)).toHaveLength(6);
  for (const figures of [before.admin.figures, before.superAdmin.figures])
    for (const [name, paise] of Object.entries(figures))
      if (name.endsWith(': cinema')) expect(paise, `${name}: the new cinema has sold nothing`).toBe(0);

  const paid = await test.step('the demo viewer pays for V1 and R2 in the sandbox checkout', async () => {
    await switchAccount(page, DEMO.viewer);
    await openSeatPage(page, screening);
    for (const seat of ['V1', 'R2']) {
      await expect(seatButton(page, seat)).toHaveAccessibleName(seatState('Available'));
      await seatButton(page, seat).click();
      await expect(seatButton(page, seat)).toHaveAccessibleName(seatState('Selected'));
    }
    const total = PRICES.VIP + PRICES.REGULAR;
    await page.getByRole('button', { name: `Pay Rs.${total}` }).click();
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await expect(checkout).toContainText('A1, C2'); // V1 and R2, named as the map names them
    await checkout.getByRole('button', { name: `Pay Rs.${total}` }).click();
    await expect(page.getByText(BOOKING_TEXTS.paymentVerified)).toBeVisible();
    await expect(page).toHaveURL('/book/transactions');
    return total * 100;
  });

  // Each figure is now exactly the one read before plus the payment, written as the page writes rupees.
  const rose =
    (figures: Record<string, number>): FigureVisit =>
    (name, figure) =>
      expect(figure, name).toHaveText(rupees(figures[name]! + paid));
  const shot = (name: string) => capture(page, testInfo, name);

  await test.step('after: the Admin’s revenue, cities and city pages', async () => {
    await switchAccount(page, DEMO.admin);
    await walkAdminPages(page, testInfo, target, rose(before.admin.figures), shot);
  });
  await test.step('after: the SuperAdmin’s Cities Revenue → city → admin pages', async () => {
    await switchAccount(page, DEMO.superAdmin);
    await walkSuperAdminPages(page, testInfo, target, rose(before.superAdmin.figures), shot);
  });
});

test("an Admin cannot read another admin's revenue: the server refuses it and the page shows none of it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // The other admin: the demo Admin, with a new cinema that has just sold a seat.
  const screening = await newScreening(request, testInfo, '9-12pm');
  const viewer = new ViewerApi(request, (await apiLogin(request, DEMO.viewer)).token);
  await viewer.book(await seatIds(request, screening, ['B1']));
  const other = await adminAccount(request, DEMO.admin);
  const secrets = [other.email, other.userName, screening.cinema.cinemaName];

  // Control: the SuperAdmin may read it, and it holds the sale, so a refusal below is about who asks.
  const superAdmin = await apiLogin(request, DEMO.superAdmin);
  const allowed = await request.post(ADMIN_REVENUE, {
    data: { userId: other._id },
    headers: { Authorization: `Bearer ${superAdmin.token}` },
  });
  expect(allowed.status()).toBe(200);
  expect(JSON.stringify(await allowed.json())).toContain(screening.cinema.cinemaName);

  // The one asking: a new Admin, signed in in the browser.
  const asker = await signUpByApi(request, 'Admin');
  await login(page, asker.email, asker.password);

  await test.step("the SuperAdmin's admin page: the Admin is alerted and sent home, nothing asked", async () => {
    const calls = callsTo(page, '/revenue/admin-revenue-details');
    const alerted = page.waitForEvent('dialog').then(async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      return message;
    });
    await page.goto(`/admin-details/${encodeURIComponent(other._id)}`);
    expect(await alerted).toBe(GUARDS.superAdmin);
    await expect(page).toHaveURL(/\/$/);
    expect(calls).toHaveLength(0);
  });

  await test.step("the Admin's own revenue call, aimed at the other admin: 403 from the server, the spec's error on the page", async () => {
    // What a user could do in the browser's tools: the page's own call, with their session, naming the other admin.
    await page.route(`**${ADMIN_REVENUE}`, (route) =>
      route.continue({ postData: JSON.stringify({ userId: other._id }) }),
    );
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === ADMIN_REVENUE);
    await page.goto('/admin-revenue');
    const response = await answered;
    expect(response.status()).toBe(403);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ success: false, message: REVENUE_TEXTS.notYourRevenue });
    for (const secret of secrets) expect(body).not.toContain(secret);

    const refusal = page.getByRole('main').getByRole('alert');
    await expect(refusal).toContainText(FALLBACKS.adminRevenue);
    await expect(refusal).toContainText(REVENUE_TEXTS.notYourRevenue);
    await expect(refusal.getByRole('button', { name: 'Try again' })).toBeVisible();
    // No figures at all, and nothing of the other admin's.
    await expect(page.getByRole('main').getByRole('term')).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/Rs \d/)).toHaveCount(0);
    for (const secret of secrets) await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.getByText(TOASTS.login)).toBeHidden();
    await page.screenshot({ path: `/tmp/revenue-${testInfo.project.name}-refused.png` });
    await page.unroute(`**${ADMIN_REVENUE}`);
  });

  await test.step('a direct call from the page with the Admin’s session: 403, for any id', async () => {
    const ask = (userId: string) =>
      page.evaluate(
        async ({ path, userId }) => {
          const response = await fetch(path, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${localStorage.getItem('token')}`,
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({ userId }),
          });
          return { status: response.status, body: await response.text() };
        },
        { path: ADMIN_REVENUE, userId },
      );
    const theirs = await ask(other._id);
    expect(theirs.status).toBe(403);
    for (const secret of secrets) expect(theirs.body).not.toContain(secret);
    // An id that names no one gets the same answer: the refusal does not tell which ids are admins.
    expect((await ask(`no-such-admin-${Date.now()}`)).status).toBe(403);
  });

  await test.step('Try again, as asked by the page itself: the Admin sees their own figures (none yet)', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(
      page
        .getByRole('main')
        .getByRole('term')
        .filter({ hasText: /^Total revenue$/ }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('You have not added a cinema yet.');
    for (const secret of secrets) await expect(page.getByText(secret)).toHaveCount(0);
  });
});
