import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, GUARDS } from '@cinema/contracts';
import { renderApp, signInAs } from '@/testing/test-utils';

vi.mock('@/features/revenue/chart/draw-revenue-chart', () => ({
  drawRevenueChart: () => ({ resize: () => {}, destroy: () => {} }),
}));

const freshness = { position: '1:0', lastEventAt: null, readAt: new Date().toISOString() };
const city = {
  cityId: 'city-1',
  cityName: 'Indore',
  cityRevenue: 0,
  cityRevenuePaise: 0,
  totalCinemas: 0,
  cinemas: [],
};
const admin = {
  _id: 'adm-1',
  userName: 'Asha Verma',
  email: 'asha@example.com',
  contactNumber: '9876500001',
};
const ANSWERS: Record<string, unknown> = {
  '/revenue/superadmin-revenue-details': [],
  '/revenue/city-revenue-details': city,
  '/revenue/admin-revenue-details': {
    admin,
    totalRevenue: 0,
    totalRevenuePaise: 0,
    totalCinemas: 0,
    cinemas: [],
  },
  '/revenue/admin-cities-revenue': [],
  '/revenue/admin-city-revenue': city,
};

type Page = readonly [path: string, title: string];
const SUPERADMIN_PAGES: readonly Page[] = [
  ['/cities-revenue', 'Cities Revenue'],
  ['/city-revenue/city-1', 'Indore'],
  ['/admins-details', 'Admins'],
  ['/admin-details/adm-1', 'Asha Verma'],
];
const ADMIN_PAGES: readonly Page[] = [
  ['/admin-revenue', 'Revenue'],
  ['/admin-cities-revenue', 'Cities Revenue'],
  ['/admin-city-revenue/city-1', 'Indore'],
];

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).replace(API_BASE, '');
      const json =
        path === '/revenue/admins-details'
          ? { success: true, message: 'ok', data: [admin] }
          : { success: true, message: 'ok', data: ANSWERS[path], freshness, series: [] };
      return new Response(JSON.stringify(json), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['SuperAdmin', 'Admin', GUARDS.superAdmin, SUPERADMIN_PAGES],
  ['Admin', 'SuperAdmin', GUARDS.admin, ADMIN_PAGES],
] as const)('the revenue screens of a %s', (role, otherRole, refusal, pages) => {
  it.each(pages)(`%s opens for a ${role}`, async (path, title) => {
    signInAs(role);
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it.each(pages)(`%s alerts and sends a ${otherRole} home`, async (path) => {
    signInAs(otherRole);
    const { location } = renderApp({ path });
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(alert).toHaveBeenCalledWith(refusal);
  });

  it.each(pages)('%s sends a visitor without a token to /login', async (path) => {
    const { location } = renderApp({ path });
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });
});
