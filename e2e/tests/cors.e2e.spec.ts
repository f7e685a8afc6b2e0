import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CORS_PAGE_ORIGIN } from '../playwright.config.ts';
import { DEMO_PASSWORD } from './support.ts';

/**
 * A page on another origin calls the API the way a separately hosted front end would: with a
 * bearer token (so the browser sends a CORS preflight). The server allows only CORS_ORIGINS.
 */
const PAGE = '<!doctype html><html lang="en"><title>Another origin</title><h1>Another origin</h1></html>';

function servePage(port: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const closeServer = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/** Adds a city from inside the page; null when the browser blocked the call. */
function addCityFrom(page: Page, api: string, token: string, cityName: string) {
  return page.evaluate(
    async ({ api, token, cityName }) => {
      try {
        const response = await fetch(`${api}/api/v1/cinema/addCity`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ cityName }),
        });
        return { status: response.status, body: (await response.json()) as { success: boolean } };
      } catch {
        return null; // TypeError: Failed to fetch — what a refused CORS request looks like to a page
      }
    },
    { api, token, cityName },
  );
}

const uniqueCity = (prefix: string) =>
  `${prefix} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test.describe('CORS from a page on another origin', () => {
  let allowedPage: Server | undefined;
  let otherPage: Server | undefined;
  let otherOrigin = '';
  let token = '';

  test.beforeAll(async ({ request }) => {
    allowedPage = await servePage(Number(new URL(CORS_PAGE_ORIGIN).port));
    otherPage = await servePage(0);
    otherOrigin = `http://127.0.0.1:${(otherPage.address() as AddressInfo).port}`;
    const login = await request.post('/api/v1/auth/login', {
      data: { email: 'superadmin@example.com', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  });
  test.afterAll(async () => {
    await Promise.all([closeServer(allowedPage), closeServer(otherPage)]);
  });

  const cityNames = async (request: APIRequestContext) =>
    (
      (await (await request.get('/api/v1/cinema/getCities')).json()) as { data: { cityName: string }[] }
    ).data.map((c) => c.cityName);

  test('a listed origin may call the API with a bearer token', async ({ page, baseURL, request }) => {
    await page.goto(CORS_PAGE_ORIGIN);
    await expect(page.getByRole('heading', { name: 'Another origin' })).toBeVisible();
    const cityName = uniqueCity('Corsallowed');
    const result = await addCityFrom(page, baseURL!, token, cityName);
    expect(result).toMatchObject({ status: 201, body: { success: true } });
    await expect.poll(() => cityNames(request)).toContain(cityName);
  });

  test('any other origin is blocked by the browser, and the call never runs', async ({
    page,
    baseURL,
    request,
  }) => {
    await page.goto(otherOrigin);
    await expect(page.getByRole('heading', { name: 'Another origin' })).toBeVisible();
    const cityName = uniqueCity('Corsblocked');
    expect(await addCityFrom(page, baseURL!, token, cityName)).toBeNull();
    expect(await cityNames(request)).not.toContain(cityName);
  });
});
