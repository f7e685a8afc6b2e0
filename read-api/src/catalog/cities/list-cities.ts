import type { City } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';

/** Featured city (Indore) first, then alphabetical. */
export async function listCities(db: Kysely<ReadDatabase>): Promise<City[]> {
  const rows = await db
    .selectFrom('cities')
    .select(['city_id', 'city_name', 'featured'])
    .orderBy('featured', 'desc')
    .orderBy('city_name')
    .execute();
  return rows.map((r) => ({ _id: r.city_id, cityName: r.city_name, featured: r.featured }));
}
