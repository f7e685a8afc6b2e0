import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CITIES, SERIES, revenueReply } from '../testing/fixtures';
import { deferredReply, mockApi } from '@/testing/mock-api';
import { renderRevenueRoute } from '../testing/render-revenue-route';

// The chart module stands in for uPlot; its factory runs when the module is first imported.
const chart = vi.hoisted(() => ({ imported: vi.fn(), draw: vi.fn(), destroy: vi.fn() }));
vi.mock('../chart/draw-revenue-chart', () => {
  chart.imported();
  return {
    drawRevenueChart: (...args: unknown[]) => {
      chart.draw(...args);
      return { resize: () => {}, destroy: chart.destroy };
    },
  };
});

describe('the chart library', () => {
  it('is not imported before the figures are on screen, then draws every day of the series', async () => {
    const reply = deferredReply();
    mockApi({ superadminRevenue: reply.handler });
    const { unmount } = renderRevenueRoute('/cities-revenue', 'SuperAdmin');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the revenue of every city');
    expect(chart.imported).not.toHaveBeenCalled();

    reply.release(revenueReply(CITIES));
    expect(await screen.findByRole('region', { name: 'Revenue per city' })).toBeInTheDocument();
    await waitFor(() => expect(chart.draw).toHaveBeenCalledTimes(1));
    expect(chart.imported).toHaveBeenCalledTimes(1);
    const [target, days] = chart.draw.mock.calls[0]!;
    expect(target).toBe(screen.getByTestId('revenue-chart'));
    // Every day from the first to the last, the quiet one at zero.
    expect(days).toEqual([SERIES[0], { date: '2026-09-02', revenue: 0, revenuePaise: 0 }, SERIES[1]]);

    unmount();
    expect(chart.destroy).toHaveBeenCalledTimes(1);
  });
});
