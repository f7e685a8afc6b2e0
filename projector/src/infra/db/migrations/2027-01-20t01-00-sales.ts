import type { Kysely } from 'kysely';

/** A screening's buyer list reads its bookings: by screening, oldest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bookings_screening_idx')
    .on('bookings')
    .columns(['screening_id', 'booked_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_screening_idx').execute();
}
