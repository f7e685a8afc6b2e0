import type { AdminView, CinemaRevenue, CityRevenue } from '@cinema/contracts';

export const ASHA: AdminView = {
  _id: 'adm-asha',
  userName: 'Asha Verma',
  email: 'asha@example.com',
  contactNumber: '9876500001',
};
export const RAVI: AdminView = {
  _id: 'adm-ravi',
  userName: 'Ravi Kumar',
  email: 'ravi@example.com',
  contactNumber: '9876500002',
};

const cinema = (
  cinemaId: string,
  cinemaName: string,
  city: { cityId: string; cityName: string },
  paise: number,
  admin: AdminView,
  createdAt: string,
  bookings = 3,
): CinemaRevenue => ({
  cinemaId,
  cinemaName,
  ...city,
  totalRevenue: paise / 100,
  totalRevenuePaise: paise,
  bookings,
  adminDetails: { _id: admin._id, userName: admin.userName },
  createdAt,
});

const INDORE = { cityId: 'city-indore', cityName: 'Indore' };
const MUMBAI = { cityId: 'city-mumbai', cityName: 'Mumbai' };

// Added at 01:30 IST on 2 Mar 2026 (still 1 Mar in UTC): the page must say 2 Mar.
export const VIJAY_NAGAR = cinema(
  'cin-vn',
  'Cine Yatra Vijay Nagar',
  INDORE,
  1_000_000_000,
  ASHA,
  '2026-03-01T20:00:00.000Z',
  41,
);
export const PALASIA = cinema(
  'cin-pl',
  'Cine Yatra Palasia',
  INDORE,
  234_567_800,
  RAVI,
  '2025-12-15T06:30:00.000Z',
  12,
);
export const JUHU = cinema(
  'cin-juhu',
  'Cine Yatra Juhu',
  MUMBAI,
  5_025_050,
  ASHA,
  '2026-01-10T06:30:00.000Z',
  2,
);

const city = (base: { cityId: string; cityName: string }, cinemas: CinemaRevenue[]): CityRevenue => {
  const paise = cinemas.reduce((sum, c) => sum + c.totalRevenuePaise, 0);
  return {
    ...base,
    cityRevenue: paise / 100,
    cityRevenuePaise: paise,
    totalCinemas: cinemas.length,
    cinemas,
  };
};

/** Indore Rs 1,23,45,678 (two cinemas, two admins), Mumbai Rs 50,250.50, Pune nothing yet; listed out of order. */
export const INDORE_REVENUE = city(INDORE, [PALASIA, VIJAY_NAGAR]);
export const MUMBAI_REVENUE = city(MUMBAI, [JUHU]);
export const PUNE_REVENUE = city({ cityId: 'city-pune', cityName: 'Pune' }, []);
export const CITIES = [PUNE_REVENUE, MUMBAI_REVENUE, INDORE_REVENUE];

export const SERIES = [
  { date: '2026-09-01', revenue: 12_000_000, revenuePaise: 1_200_000_000 },
  { date: '2026-09-03', revenue: 345_678, revenuePaise: 34_567_800 },
];

/** The projector's last event at 3:05 PM IST on 3 Sep 2026, read `secondsAgo` before now. */
export const freshness = (secondsAgo = 5) => ({
  position: '42:0',
  lastEventAt: '2026-09-03T09:35:00.000Z',
  readAt: new Date(Date.now() - secondsAgo * 1000).toISOString(),
});

/** A revenue answer in the contracts' envelope. */
export const revenueReply = (data: unknown, series: unknown[] = SERIES, secondsAgo = 5) => ({
  json: {
    success: true,
    message: 'Revenue fetched successfully',
    data,
    freshness: freshness(secondsAgo),
    series,
  },
});

export const adminRevenue = (admin: AdminView, cinemas: CinemaRevenue[]) => {
  const paise = cinemas.reduce((sum, c) => sum + c.totalRevenuePaise, 0);
  return {
    admin,
    totalRevenue: paise / 100,
    totalRevenuePaise: paise,
    totalCinemas: cinemas.length,
    cinemas,
  };
};
