import { expect, test, type Page } from '@playwright/test';
import { GUARDS, TOASTS } from '@cinema/contracts';
import {
  accountMenu,
  DEMO_PASSWORD,
  isPhone,
  latestOtp,
  login,
  screenshot,
  skipSplash,
  uniqueEmail,
} from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

async function fillSignup(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Riya Sharma');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contact number').fill('9876543210');
  await page.getByLabel('Password', { exact: true }).fill('Secret@123');
  await page.getByLabel('Confirm password', { exact: true }).fill('Secret@123');
}

test('a new viewer signs up with the emailed OTP, stays logged in across a reload, and logs out', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('viewer');
  await page.goto('/signup');
  const terms = page.getByRole('checkbox', { name: /terms/i });
  await expect(terms).toBeDisabled();
  await fillSignup(page, email);
  await expect(terms).toBeEnabled();
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(submit).toBeDisabled();
  await terms.check();
  await expect(submit).toBeEnabled();
  await screenshot(page, testInfo, 'signup');
  await submit.click();

  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByText(TOASTS.otpSent)).toBeVisible();
  await page.getByLabel('One-time code').fill(await latestOtp(email));
  await screenshot(page, testInfo, 'otp');
  await page.getByRole('button', { name: 'Verify and create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(TOASTS.signup)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.user).toMatchObject({ email, accountType: 'Viewer', userName: 'Riya Sharma' });
  await expect((await accountMenu(page, testInfo)).getByRole('link', { name: 'Transactions' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  if (isPhone(testInfo)) await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText(TOASTS.logout)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the OTP countdown runs from 60 s; at 0 only resend works, and resend restarts it at 120 s', async ({
  page,
}) => {
  await page.clock.install();
  const email = uniqueEmail('clock');
  await fillSignup(page, email);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  const timer = page.getByRole('timer');
  const resend = page.getByRole('button', { name: 'Resend OTP' });
  await expect(timer).toHaveText('01:00');
  await expect(resend).toBeDisabled();
  // From here the page's time moves only when the test moves it: a loaded machine took more than
  // a second between Resend and reading the timer, which then said 01:54 instead of 01:55.
  await page.clock.pauseAt(Date.now() + 1_000);

  await page.getByLabel('One-time code').fill(await latestOtp(email));
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText('00:00');
  await expect(page.getByRole('button', { name: 'Verify and create account' })).toBeDisabled();
  await expect(resend).toBeEnabled();

  await resend.click();
  await expect(timer).toHaveText('02:00');
  await expect(resend).toBeDisabled();
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText('01:55');
});

test('/otp without a pending signup goes back to /signup', async ({ page }) => {
  await page.goto('/otp');
  await expect(page).toHaveURL(/\/signup$/);
});

test('login validates, and shows the same message for a wrong password as for an unknown email', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await screenshot(page, testInfo, 'login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('viewer@example.com');
  await expect(page.getByText('Email is required')).toBeHidden();
  await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Shown once, as the spec's error toast, not again inside the form.
  await expect(page.getByRole('status').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(1);
  await screenshot(page, testInfo, 'login-wrong-password');
});

for (const [email, items, absent] of [
  [
    'admin@example.com',
    ['Add Cinema', 'Update Screen', 'Live Show', 'Cities Revenue', 'Revenue'],
    'Add Movie',
  ],
  ['superadmin@example.com', ['Add Movie', 'Add City', 'Admins Detail', 'Cities Revenue'], 'Add Cinema'],
] as const) {
  test(`${email} sees its own menu`, async ({ page }, testInfo) => {
    await login(page, email);
    const menu = await accountMenu(page, testInfo);
    for (const item of items) await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: absent })).toHaveCount(0);
    await screenshot(page, testInfo, `menu-${email.split('@')[0]}`);
  });
}

test('a viewer opening a SuperAdmin URL is alerted and sent home; a visitor is sent to login', async ({
  page,
}) => {
  await page.goto('/addCity');
  await expect(page).toHaveURL(/\/login$/);

  await login(page, 'viewer@example.com');
  const alerted = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await page.goto('/addCity');
  expect(await alerted).toBe(GUARDS.superAdmin);
  await expect(page).toHaveURL(/\/$/);
});

test('a SuperAdmin adds a city and sees it listed at once', async ({ page }) => {
  await login(page, 'superadmin@example.com', DEMO_PASSWORD);
  await page.goto('/addCity');
  const name = `Testpur ${Math.random().toString(36).slice(2, 6)}`;
  await page.getByLabel('City name').fill(name);
  await page.getByRole('button', { name: 'Add City' }).click();
  await expect(page.getByText(TOASTS.cityAdded)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cities' })).toContainText(name);
  await expect(page.getByLabel('City name')).toHaveValue('');
});

test('a forgotten password is reset with an emailed code, and the new one logs in', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('reset');
  await fillSignup(page, email);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('One-time code').fill(await latestOtp(email));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const signupOtp = await latestOtp(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => latestOtp(email)).not.toBe(signupOtp);
  await page.getByLabel('One-time code').fill(await latestOtp(email));
  await page.getByLabel('New password', { exact: true }).fill('Brand@New1');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Brand@New1');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await login(page, email, 'Brand@New1');
  await page.goto('/profile');
  // Read-only details (a description list), not disabled inputs that look editable.
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await screenshot(page, testInfo, 'profile');
});
