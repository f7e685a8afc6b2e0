import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POSITION_HEADER } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { rememberPosition } from '@/lib/api-client';
import {
  ASHA,
  CITIES,
  INDORE_REVENUE,
  JUHU,
  RAVI,
  SERIES,
  VIJAY_NAGAR,
  adminRevenue,
  revenueReply,
} from '../testing/fixtures';
import { dataReply, errorReply, mockApi } from '@/testing/mock-api';
import { renderRevenueRoute } from '../testing/render-revenue-route';
import { tableRows } from '../testing/table-rows';

// uPlot draws on a canvas, which the test DOM has not got; chart-loading.test.tsx covers the loading.
vi.mock('../chart/draw-revenue-chart', () => ({
  drawRevenueChart: () => ({ resize: () => {}, destroy: () => {} }),
}));

afterEach(() => vi.useRealTimers());

const toasted = (message: string) =>
  waitFor(() => expect(screen.getAllByRole('status').some((el) => el.textContent === message)).toBe(true));

describe('Cities Revenue (/cities-revenue)', () => {
  it('lists every city by revenue in rupees with Indian grouping, a total, and a City Details link each', async () => {
    mockApi({ superadminRevenue: revenueReply(CITIES) });
    const { user, location } = renderRevenueRoute('/cities-revenue', 'SuperAdmin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cities Revenue' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Revenue per city' });
    expect(tableRows('Revenue per city')).toEqual([
      ['City', 'Revenue', 'Details'],
      ['Indore', 'Rs 1,23,45,678', 'City Details of Indore'],
      ['Mumbai', 'Rs 50,250.50', 'City Details of Mumbai'],
      ['Pune', 'Rs 0', 'City Details of Pune'],
      ['Total', 'Rs 1,23,95,928.50', ''],
    ]);
    const stats = screen.getByText('Total revenue').closest('dl')!;
    expect(within(stats).getByText('Rs 1,23,95,928.50')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'City Details of Indore' }));
    await waitFor(() => expect(location().pathname).toBe('/city-revenue/city-indore'));
  });

  it('says how fresh the figures are, in words and as of the last event in Indian time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-03T09:40:00.000Z'));
    mockApi({ superadminRevenue: revenueReply(CITIES, undefined, 5) });
    renderRevenueRoute('/cities-revenue', 'SuperAdmin');
    expect(await screen.findByText('Updated 5 seconds ago')).toBeInTheDocument();
    expect(screen.getByText('3 Sep 2026, 3:05 PM IST')).toBeInTheDocument();
  });

  it('reads again on Refresh, asking for figures that include the last write this browser made', async () => {
    rememberPosition('9000:0'); // as a booking confirmed in this browser would leave it
    const api = mockApi({
      superadminRevenue: (_body, call) => revenueReply(call === 0 ? CITIES : [INDORE_REVENUE], undefined, 0),
    });
    const { user } = renderRevenueRoute('/cities-revenue', 'SuperAdmin');
    await screen.findByRole('region', { name: 'Revenue per city' });
    expect(tableRows('Revenue per city')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(tableRows('Revenue per city')).toHaveLength(3));
    expect(api.headersSentTo('superadminRevenue').map((h) => h[POSITION_HEADER])).toEqual([
      '9000:0',
      '9000:0',
    ]);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('shows the chart summary everyone can read, and the days as a table for screen readers', async () => {
    mockApi({ superadminRevenue: revenueReply(CITIES) });
    renderRevenueRoute('/cities-revenue', 'SuperAdmin');
    const figure = await screen.findByRole('figure', { name: 'Revenue per day' });
    expect(figure).toHaveTextContent('Rs 1,23,45,678 over 3 days · best day 1 Sep 2026 (Rs 1,20,00,000)');
    const days = within(figure).getByRole('table', { name: 'Revenue per day' });
    expect(
      within(days)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayRevenue', '1 Sep 2026Rs 1,20,00,000', '2 Sep 2026Rs 0', '3 Sep 2026Rs 3,45,678']);
  });

  it('says a single day in one line: its amount and date, no count of days or best day', async () => {
    mockApi({ superadminRevenue: revenueReply(CITIES, [SERIES[1]]) });
    renderRevenueRoute('/cities-revenue', 'SuperAdmin');
    const figure = await screen.findByRole('figure', { name: 'Revenue per day' });
    const summary = within(figure).getByText(/^Rs /, { selector: 'figcaption p' });
    expect(summary).toHaveTextContent(/^Rs 3,45,678 on 3 Sep 2026$/);
    const days = within(figure).getByRole('table', { name: 'Revenue per day' });
    expect(
      within(days)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayRevenue', '3 Sep 2026Rs 3,45,678']);
  });

  it('says so when no city has sold anything yet, and loads no chart', async () => {
    mockApi({ superadminRevenue: revenueReply([], []) });
    renderRevenueRoute('/cities-revenue', 'SuperAdmin');
    expect(await screen.findByText('No cities yet.')).toBeInTheDocument();
    expect(screen.getByText('No sales yet: the chart starts with the first booking.')).toBeInTheDocument();
    expect(screen.queryByTestId('revenue-chart')).not.toBeInTheDocument();
  });
});

describe('City detail (/city-revenue/{cityId})', () => {
  it("shows the city's revenue, total cinemas, and each cinema with its admin and an Admin Details link", async () => {
    const api = mockApi({ cityRevenue: revenueReply(INDORE_REVENUE) });
    const { user, location } = renderRevenueRoute('/city-revenue/city-indore', 'SuperAdmin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Indore' })).toBeInTheDocument();
    expect(api.bodiesSentTo('cityRevenue')).toEqual([{ cityId: 'city-indore' }]);
    const stats = screen.getByText('Total cinemas').closest('dl')!;
    expect(within(stats).getByText('Rs 1,23,45,678')).toBeInTheDocument();
    expect(within(stats).getByText('Total cinemas').nextSibling).toHaveTextContent('2');
    expect(tableRows('Revenue per cinema in Indore')).toEqual([
      ['Cinema', 'Revenue', 'Admin Name', 'Details'],
      ['Cine Yatra Vijay Nagar', 'Rs 1,00,00,000', 'Asha Verma', 'Admin Details of Asha Verma'],
      ['Cine Yatra Palasia', 'Rs 23,45,678', 'Ravi Kumar', 'Admin Details of Ravi Kumar'],
    ]);
    expect(screen.getByRole('link', { name: /Cities Revenue/ })).toHaveAttribute('href', '/cities-revenue');

    await user.click(screen.getByRole('link', { name: 'Admin Details of Ravi Kumar' }));
    await waitFor(() => expect(location().pathname).toBe('/admin-details/adm-ravi'));
  });
});

describe('Admins list (/admins-details)', () => {
  it('lists every admin by name with email, contact number and a link to their details', async () => {
    mockApi({ adminsDetails: dataReply([RAVI, ASHA], 'Admins fetched successfully') });
    renderRevenueRoute('/admins-details', 'SuperAdmin');
    await screen.findByRole('region', { name: 'Cinema admins' });
    expect(tableRows('Cinema admins')).toEqual([
      ['Name', 'Email', 'Contact No', 'Details'],
      ['Asha Verma', 'asha@example.com', '9876500001', 'Admin Details of Asha Verma'],
      ['Ravi Kumar', 'ravi@example.com', '9876500002', 'Admin Details of Ravi Kumar'],
    ]);
    expect(screen.getByRole('link', { name: 'Admin Details of Asha Verma' })).toHaveAttribute(
      'href',
      '/admin-details/adm-asha',
    );
  });
});

describe('Admin detail (/admin-details/{adminId})', () => {
  it("shows the admin's name, email, contact, totals, and their cinemas with the real creation dates in India", async () => {
    const api = mockApi({ adminRevenue: revenueReply(adminRevenue(ASHA, [JUHU, VIJAY_NAGAR])) });
    renderRevenueRoute('/admin-details/adm-asha', 'SuperAdmin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(api.bodiesSentTo('adminRevenue')).toEqual([{ userId: 'adm-asha' }]);
    expect(screen.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    expect(screen.getByRole('link', { name: '9876500001' })).toHaveAttribute('href', 'tel:9876500001');
    const stats = screen.getByText('Total cinemas').closest('dl')!;
    expect(within(stats).getByText('Total cinemas').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Rs 1,00,50,250.50')).toBeInTheDocument();
    expect(tableRows('Revenue per cinema of Asha Verma')).toEqual([
      ['Cinema', 'Revenue', 'Created At'],
      ['Cine Yatra Vijay Nagar', 'Rs 1,00,00,000', '2 Mar 2026'],
      ['Cine Yatra Juhu', 'Rs 50,250.50', '10 Jan 2026'],
    ]);
  });
});

describe('failures', () => {
  it.each([
    ['/cities-revenue', 'superadminRevenue', FALLBACKS.superadminRevenue],
    ['/city-revenue/city-indore', 'cityRevenue', FALLBACKS.cityRevenue],
    ['/admins-details', 'adminsDetails', FALLBACKS.adminsData],
    ['/admin-details/adm-asha', 'adminRevenue', FALLBACKS.adminRevenue],
  ] as const)("%s toasts the server's message and shows the spec's text", async (path, route, fallback) => {
    mockApi({ [route]: errorReply(500, 'Database unavailable', 'INTERNAL') });
    renderRevenueRoute(path, 'SuperAdmin');
    expect(await screen.findByRole('alert')).toHaveTextContent(fallback);
    await toasted('Database unavailable');
  });

  it("shows the spec's text (and toasts it) when the server gives no message", async () => {
    mockApi({ cityRevenue: { status: 502, json: {} } });
    renderRevenueRoute('/city-revenue/city-x', 'SuperAdmin');
    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACKS.cityRevenue);
    await toasted(FALLBACKS.cityRevenue);
  });

  it('tries again on request', async () => {
    mockApi({
      cityRevenue: (_body, call) =>
        call === 0 ? errorReply(404, 'City not found', 'CITY_NOT_FOUND') : revenueReply(INDORE_REVENUE),
    });
    const { user } = renderRevenueRoute('/city-revenue/city-indore', 'SuperAdmin');
    expect(await screen.findByRole('alert')).toHaveTextContent('City not found');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Indore' })).toBeInTheDocument();
  });
});
