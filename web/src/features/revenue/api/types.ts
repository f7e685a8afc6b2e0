import type { AdminView, CityRevenue, CinemaRevenue } from '@cinema/contracts';

export type { AdminView, CityRevenue, CinemaRevenue };

/** Whose figures: every cinema's (a SuperAdmin's view) or the signed-in Admin's own cinemas'. */
export type RevenueScope = 'all' | 'own';

/** How fresh the figures are: the projector's position, its last applied event's time, when read. */
export interface Freshness {
  position: string;
  lastEventAt: string | null;
  readAt: string;
}

export interface RevenueDay {
  date: string;
  revenue: number;
  revenuePaise: number;
}

/** Every revenue answer: the figures, how fresh they are, and revenue per day for the chart. */
export interface RevenueAnswer<T> {
  data: T;
  freshness: Freshness;
  series: RevenueDay[];
}

export interface AdminRevenue {
  admin: AdminView;
  totalRevenue: number;
  totalRevenuePaise: number;
  totalCinemas: number;
  cinemas: CinemaRevenue[];
}

/** Bookings made from `from` through `to` (Indian dates, YYYY-MM-DD); neither: since the beginning. */
export interface DateRange {
  from?: string;
  to?: string;
}
