import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { type DomainEvent } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { projectorFixture, type ProjectorFixture } from '../../testing/projector-fixture.ts';

// A pending show's edits and a live show's extension (issue 24), on the shows and screenings rows.
describe.each(testDatabases())('edited and extended shows projected on $kind', (database) => {
  let f: ProjectorFixture;
  beforeAll(async () => {
    f = await projectorFixture(database);
  });
  afterAll(() => f?.close());

  const history = (id: string, events: DomainEvent[]) => f.history(`cinema-${id}`, events, 'no_stream');
  const rowsOf = async (cinemaId: string) => ({
    shows: await f.db.selectFrom('shows').selectAll().where('cinema_id', '=', cinemaId).execute(),
    screenings: await f.db
      .selectFrom('screenings')
      .selectAll()
      .where('cinema_id', '=', cinemaId)
      .orderBy('screening_id')
      .execute(),
  });

  it('moves a pending show, and an edit replayed late does not undo a newer one', async () => {
    const id = randomUUID();
    const events = await history(id, [
      cinemaAdded(id),
      showAdded(id),
      edited(id, { screenId: `${id}.s2`, timing: '9-12pm', showStart: '2026-12-15', showEnd: '2026-12-16' }),
      edited(id, { screenId: `${id}.s2`, timing: '9-12am', showStart: '2026-12-18', showEnd: '2026-12-19' }),
    ]);
    await f.project(events);
    await f.project([events[2]!]);
    expect((await rowsOf(id)).shows).toMatchObject([
      {
        screen_id: `${id}.s2`,
        timing: '9-12am',
        show_start: '2026-12-18',
        show_end: '2026-12-19',
        live: false,
      },
    ]);
  });

  it('adds the screenings of the added dates with the frozen layout, the same rows when applied twice', async () => {
    const id = randomUUID();
    const events = await history(id, [cinemaAdded(id), showAdded(id), wentLive(id), extended(id)]);
    await f.project(events);
    const once = await rowsOf(id);
    expect(once.shows).toMatchObject([{ live: true, show_end: '2026-12-15' }]);
    expect(once.screenings.map((s) => [s.screening_date, s.seat_layout])).toEqual(
      ['2026-12-12', '2026-12-13', '2026-12-14', '2026-12-15'].map((date) => [date, layout]),
    );
    await f.project(events);
    await f.project([events[3]!, events[2]!]);
    expect(await rowsOf(id)).toEqual(once);
  });
});

const at = '2026-12-10T06:00:00.000Z';
const layout = [{ seatType: 'VIP' as const, count: 2, pricePaise: 50_000 }];
const show = (cinemaId: string) => ({
  showId: `${cinemaId}.show1`,
  cinemaId,
  screenId: `${cinemaId}.s1`,
  movieId: 'm1',
  timing: '3-6pm' as const,
});
const screeningsOf = (cinemaId: string, dates: string[]) =>
  dates.map((date) => ({ screeningId: `${cinemaId}.show1.${date}`, date }));

function cinemaAdded(cinemaId: string): DomainEvent {
  const screens = [1, 2].map((n) => ({ screenId: `${cinemaId}.s${n}`, name: `Screen-${n}`, position: n }));
  return {
    type: 'CinemaAdded',
    data: {
      cinemaId,
      cinemaName: 'Sapna Sangeeta',
      pincode: '452001',
      cityId: 'c1',
      cityName: 'Indore',
      adminId: 'a1',
      screens,
      addedAt: at,
    },
  };
}
function showAdded(cinemaId: string): DomainEvent {
  return {
    type: 'ShowAdded',
    data: {
      ...show(cinemaId),
      showStart: '2026-12-12',
      showEnd: '2026-12-13',
      movieName: 'Kantara',
      adminId: 'a1',
      addedAt: at,
    },
  };
}
function edited(
  cinemaId: string,
  slot: { screenId: string; timing: '9-12am' | '9-12pm'; showStart: string; showEnd: string },
): DomainEvent {
  return {
    type: 'ShowEdited',
    data: { showId: `${cinemaId}.show1`, cinemaId, ...slot, editedBy: 'a1', editedAt: at },
  };
}
function wentLive(cinemaId: string): DomainEvent {
  const screenings = screeningsOf(cinemaId, ['2026-12-12', '2026-12-13']);
  return {
    type: 'ShowWentLive',
    data: { ...show(cinemaId), screenings, seatLayout: layout, adminId: 'a1', liveAt: at },
  };
}
function extended(cinemaId: string): DomainEvent {
  const screenings = screeningsOf(cinemaId, ['2026-12-14', '2026-12-15']);
  return {
    type: 'ShowRunExtended',
    data: {
      ...show(cinemaId),
      showEnd: '2026-12-15',
      screenings,
      seatLayout: layout,
      extendedBy: 'a1',
      extendedAt: at,
    },
  };
}
