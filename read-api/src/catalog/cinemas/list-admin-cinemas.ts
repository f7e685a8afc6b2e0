import { paiseToRupees, type Cinema, type Screen } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely, Selectable } from 'kysely';

type ScreenRow = Selectable<ReadDatabase['screens']>;

const classView = (name: string, c: { seats: number; pricePaise: number }) => ({
  name,
  seat: c.seats,
  price: paiseToRupees(c.pricePaise),
  pricePaise: c.pricePaise,
});

export function screenView(row: ScreenRow): Screen {
  const { config } = row;
  return {
    _id: row.screen_id,
    cinemaId: row.cinema_id,
    name: row.name,
    position: row.screen_position,
    configured: config !== null,
    regular: config && classView('REGULAR', config.regular),
    bolcony: config && classView('BALCONY', config.balcony),
    vip: config && classView('VIP', config.vip),
    version: row.version,
  };
}

/** The admin's own cinemas, newest first, each with its screens in position order. */
export async function listAdminCinemas(db: Kysely<ReadDatabase>, adminId: string): Promise<Cinema[]> {
  const cinemas = await db
    .selectFrom('cinemas')
    .selectAll()
    .where('admin_id', '=', adminId)
    .orderBy('added_at', 'desc')
    .orderBy('position_key', 'desc')
    .execute();
  if (cinemas.length === 0) return [];
  const screens = await db
    .selectFrom('screens')
    .selectAll()
    .where(
      'cinema_id',
      'in',
      cinemas.map((c) => c.cinema_id),
    )
    .orderBy('screen_position')
    .execute();
  return cinemas.map((c) => {
    const all = screens.filter((s) => s.cinema_id === c.cinema_id);
    // The spec's lists hold the screens in use; retired ones come apart, with when.
    const own = all.filter((s) => s.retired_at === null);
    return {
      _id: c.cinema_id,
      cinemaName: c.cinema_name,
      pincode: c.pincode,
      cityId: { _id: c.city_id, cityName: c.city_name },
      screens: own.map((s) => s.screen_id),
      screenDetails: own.map(screenView),
      createdAt: c.added_at.toISOString(),
      retiredScreens: all.flatMap((s) =>
        s.retired_at ? [{ ...screenView(s), retiredAt: s.retired_at.toISOString() }] : [],
      ),
    };
  });
}
