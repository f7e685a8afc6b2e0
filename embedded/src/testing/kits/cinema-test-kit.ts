// Helpers of the cinema and show API specs: a city, a cinema with a configured screen, request bodies.
import { randomUUID } from 'node:crypto';
import { POSITION_HEADER, type Timing } from '@cinema/contracts';
import type { TestSystem } from '../index.ts';
import { addCinema, addCity, configureScreen } from '@cinema/write-api';

/** The Update Screen form as the spec sends it: rupees, `bolcony` spelled so. */
export const screenBody = (screenId: string, seats = { regular: 6, bolcony: 4, vip: 2 }) => ({
  screenId,
  regular: { name: 'REGULAR', seat: seats.regular, price: 150 },
  bolcony: { name: 'BALCONY', seat: seats.bolcony, price: 250 },
  vip: { name: 'VIP', seat: seats.vip, price: 500 },
});

export async function givenCity(system: TestSystem, cityName = `Nagar ${randomUUID().slice(0, 6)}`) {
  const { city } = await addCity(system.write, cityName, null);
  return city;
}

/** An admin's cinema in a new city, Screen-1 configured (6 regular, 4 balcony, 2 VIP seats). */
export async function givenCinema(system: TestSystem, adminId: string, cityId?: string) {
  const city = cityId ?? (await givenCity(system)).cityId;
  const { cinema } = await addCinema(
    system.write,
    { cinemaName: 'Sapna Sangeeta', pincode: '452001', cityId: city },
    adminId,
  );
  const { position } = await configureScreen(system.write, screenBody(cinema.screens[0]!), adminId);
  return { cinemaId: cinema._id, screens: cinema.screens, cityId: city, position };
}

export const showBody = (
  cinema: { cinemaId: string; screens: string[] },
  movieId: string,
  extra: Partial<{ screenId: string; timing: Timing; showStart: string; showEnd: string }> = {},
) => ({
  movieId,
  cinemaId: cinema.cinemaId,
  screenId: cinema.screens[0]!,
  timing: '3-6pm' as Timing,
  showStart: '2026-12-12',
  showEnd: '2026-12-14',
  ...extra,
});

/** Read-your-writes: the header that makes a query wait for `position`. */
export const after = (position: string | null | undefined) =>
  position ? { [POSITION_HEADER]: position } : ({} as Record<string, string>);
