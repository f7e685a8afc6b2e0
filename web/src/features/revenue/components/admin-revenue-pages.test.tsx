import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACKS } from '@cinema/contracts/browser';
import {
  ASHA,
  INDORE_REVENUE,
  JUHU,
  MUMBAI_REVENUE,
  VIJAY_NAGAR,
  adminRevenue,
  revenueReply,
} from '../testing/fixtures';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderRevenueRoute } from '../testing/render-revenue-route';
import { phoneLabels, tableRows } from '../testing/table-rows';

// uPlot draws on a canvas, which the test DOM has not got; chart-loading.test.tsx covers the loading.
vi.mock('../chart/draw-revenue-chart', () => ({
  drawRevenueChart: () => ({ resize: () => {}, destroy: () => {} }),
}));

// Asha's own cinemas only, as the server answers an Admin.
const ASHA_INDORE = {
  ...INDORE_REVENUE,
  cityRevenue: 10_000_000,
  cityRevenuePaise: 1_000_000_000,
  totalCinemas: 1,
  cinemas: [VIJAY_NAGAR],
};

describe("an Admin's revenue (/admin-revenue)", () => {
  it('asks for their own figures (naming no one) and shows totals, the chart and every cinema', async () => {
    const api = mockApi({ adminRevenue: revenueReply(adminRevenue(ASHA, [JUHU, VIJAY_NAGAR])) });
    renderRevenueRoute('/admin-revenue', 'Admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Revenue' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Revenue per cinema' });
    expect(api.bodiesSentTo('adminRevenue')).toEqual([{}]);
    const stats = screen.getByText('Total revenue').closest('dl')!;
    expect(within(stats).getByText('Rs 1,00,50,250.50')).toBeInTheDocument();
    // One currency sign everywhere, the spec's Rs: no ₹ on the page, the chart's labels included.
    expect(document.body.textContent).not.toContain('₹');
    expect(within(stats).getByText('Total cinemas').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Bookings').nextSibling).toHaveTextContent('43');
    // Revenue right after the cinema's name, as in the spec's other revenue tables.
    expect(tableRows('Revenue per cinema')).toEqual([
      ['Cinema', 'Revenue', 'City', 'Bookings', 'Created At'],
      ['Cine Yatra Vijay Nagar', 'Rs 1,00,00,000', 'Indore', '41', '2 Mar 2026'],
      ['Cine Yatra Juhu', 'Rs 50,250.50', 'Mumbai', '2', '10 Jan 2026'],
    ]);
    expect(screen.getByRole('figure', { name: 'Revenue per day' })).toBeInTheDocument();
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cities Revenue' })).toHaveAttribute(
      'href',
      '/admin-cities-revenue',
    );
  });

  it("keeps the freshness line's and Refresh's room, unseen and unread, while the figures load (nothing moves)", async () => {
    let answer: (reply: ReturnType<typeof revenueReply>) => void = () => {};
    mockApi({ adminRevenue: () => new Promise((resolve) => (answer = resolve)) });
    renderRevenueRoute('/admin-revenue', 'Admin');

    const room = await screen.findByTestId('freshness-placeholder');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room).toHaveClass('invisible');
    const roomClasses = room.className.split(' ');
    // Refresh holds its place on the title's line, unseen (visibility: hidden, so no one reaches it yet).
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toHaveClass('invisible');

    answer(revenueReply(adminRevenue(ASHA, [JUHU])));
    await screen.findByRole('region', { name: 'Revenue per cinema' });
    expect(screen.getByRole('button', { name: 'Refresh' })).toBe(refresh);
    expect(refresh).not.toHaveClass('invisible');
    expect(screen.queryByTestId('freshness-placeholder')).not.toBeInTheDocument();
    const note = screen.getByText(/^Updated /).closest('p')!;
    expect(note).toHaveTextContent(/^Updated .+ · Figures as of 3 Sep 2026, 3:05 PM IST$/);
    // The room was the note's own box (its fixed height on a phone and above), only unseen.
    expect(roomClasses).toEqual([...note.className.split(' '), 'invisible']);
  });

  it("labels, for a phone's card, each cell after the name and the amount with its column's name", async () => {
    mockApi({ adminRevenue: revenueReply(adminRevenue(ASHA, [VIJAY_NAGAR])) });
    renderRevenueRoute('/admin-revenue', 'Admin');
    await screen.findByRole('region', { name: 'Revenue per cinema' });
    expect(phoneLabels('Revenue per cinema')).toEqual([['', '', 'City', 'Bookings', 'Created At']]);
  });

  it('invites an admin without cinemas to add one', async () => {
    mockApi({ adminRevenue: revenueReply(adminRevenue(ASHA, []), []) });
    renderRevenueRoute('/admin-revenue', 'Admin');
    expect(await screen.findByText('You have not added a cinema yet.')).toBeInTheDocument();
    expect(screen.getByText('Total revenue').nextSibling).toHaveTextContent('Rs 0');
  });
});

describe("an Admin's cities (/admin-cities-revenue and /admin-city-revenue/{cityId})", () => {
  it('lists their cities by revenue, each linking to their cinemas there', async () => {
    mockApi({ adminCitiesRevenue: revenueReply([MUMBAI_REVENUE, ASHA_INDORE]) });
    const { user, location } = renderRevenueRoute('/admin-cities-revenue', 'Admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cities Revenue' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Revenue per city' });
    expect(tableRows('Revenue per city')).toEqual([
      ['City', 'Revenue', 'Details'],
      ['Indore', 'Rs 1,00,00,000', 'City Details of Indore'],
      ['Mumbai', 'Rs 50,250.50', 'City Details of Mumbai'],
      ['Total', 'Rs 1,00,50,250.50', ''],
    ]);
    await user.click(screen.getByRole('link', { name: 'City Details of Mumbai' }));
    await waitFor(() => expect(location().pathname).toBe('/admin-city-revenue/city-mumbai'));
  });

  it('shows one city: revenue, total cinemas and their cinemas with bookings (no admin columns)', async () => {
    const api = mockApi({ adminCityRevenue: revenueReply(ASHA_INDORE) });
    renderRevenueRoute('/admin-city-revenue/city-indore', 'Admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Indore' })).toBeInTheDocument();
    expect(api.bodiesSentTo('adminCityRevenue')).toEqual([{ cityId: 'city-indore' }]);
    expect(screen.getByText('Total cinemas').nextSibling).toHaveTextContent('1');
    expect(tableRows('Revenue per cinema in Indore')).toEqual([
      ['Cinema', 'Revenue', 'Bookings'],
      ['Cine Yatra Vijay Nagar', 'Rs 1,00,00,000', '41'],
    ]);
    expect(screen.getByRole('link', { name: /Cities Revenue/ })).toHaveAttribute(
      'href',
      '/admin-cities-revenue',
    );
  });
});

describe('failures', () => {
  it.each([
    ['/admin-revenue', 'adminRevenue', FALLBACKS.adminRevenue],
    ['/admin-cities-revenue', 'adminCitiesRevenue', FALLBACKS.adminCitiesRevenue],
    ['/admin-city-revenue/city-indore', 'adminCityRevenue', FALLBACKS.adminCityRevenue],
  ] as const)("%s toasts the server's message and shows the spec's text", async (path, route, fallback) => {
    mockApi({ [route]: errorReply(404, 'City not found', 'CITY_NOT_FOUND') });
    renderRevenueRoute(path, 'Admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(fallback);
    expect(alert).toHaveTextContent('City not found');
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((el) => el.textContent === 'City not found')).toBe(true),
    );
  });
});
