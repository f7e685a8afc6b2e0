import type { ReadDatabase } from '@cinema/projector/db';
import type { Caller } from '@cinema/server-kit';
import type { Kysely } from 'kysely';
import { NotYourCinemaSalesError, SalesCinemaNotFoundError } from './errors.ts';

/** The cinema whose sales are asked for: an Admin's own (403 otherwise), any for a SuperAdmin. */
export async function cinemaForCaller(db: Kysely<ReadDatabase>, caller: Caller, cinemaId: string) {
  const cinema = await db
    .selectFrom('cinemas')
    .select(['cinema_id', 'cinema_name', 'admin_id'])
    .where('cinema_id', '=', cinemaId)
    .executeTakeFirst();
  if (!cinema) throw new SalesCinemaNotFoundError(cinemaId);
  if (caller.accountType !== 'SuperAdmin' && cinema.admin_id !== caller.accountId)
    throw new NotYourCinemaSalesError(cinemaId);
  return cinema;
}
