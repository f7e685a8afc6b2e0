import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { seatsOf, toStoredEvent, type DomainEvent } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { projectorFixture, type ProjectorFixture } from '../../testing/projector-fixture.ts';

describe.each(testDatabases())('cinemas, screens, shows and screenings projected on $kind', (database) => {
  let f: ProjectorFixture;
  beforeAll(async () => {
    f = await projectorFixture(database);
  });
  afterAll(() => f?.close());

  const history = (id: string, events: DomainEvent[]) => f.history(`cinema-${id}`, events, 'no_stream');
  const rowsOf = async (cinemaId: string) => ({
    cinemas: await f.db.selectFrom('cinemas').selectAll().where('cinema_id', '=', cinemaId).execute(),
    screens: await f.db
      .selectFrom('screens')
      .selectAll()
      .where('cinema_id', '=', cinemaId)
      .orderBy('screen_id')
      .execute(),
    shows: await f.db.selectFrom('shows').selectAll().where('cinema_id', '=', cinemaId).execute(),
    screenings: await f.db
      .selectFrom('screenings')
      .selectAll()
      .where('cinema_id', '=', cinemaId)
      .orderBy('screening_id')
      .execute(),
  });

  it('opens a cinema with three unconfigured screens', async () => {
    const id = randomUUID();
    await f.project(await history(id, [cinemaAdded(id)]));
    const rows = await rowsOf(id);
    expect(rows.cinemas).toMatchObject([
      { cinema_name: 'Sapna Sangeeta', city_name: 'Indore', admin_id: 'a1' },
    ]);
    expect(rows.screens.map((s) => [s.name, s.config, s.version])).toEqual([
      ['Screen-1', null, 0],
      ['Screen-2', null, 0],
      ['Screen-3', null, 0],
    ]);
  });

  it('keeps the newest configuration of a screen even when an older event comes again', async () => {
    const id = randomUUID();
    const events = await history(id, [cinemaAdded(id), configured(id, 1, 100), configured(id, 2, 120)]);
    await f.project(events);
    await f.project([events[1]!]); // the first configuration, replayed late
    const [screen] = (await rowsOf(id)).screens;
    expect(screen).toMatchObject({ version: 2, config: { regular: { seats: 120, pricePaise: 15_000 } } });
  });

  it('turns a pending show live with one screening per date, its seats from the frozen layout', async () => {
    const id = randomUUID();
    const name = randomUUID();
    await f.project(await history(id, [cinemaAdded(id), configured(id, 1, 100), showAdded(id)]), name);
    expect((await rowsOf(id)).shows).toMatchObject([{ live: false, live_at: null, timing: '3-6pm' }]);

    await f.append(`cinema-${id}`, [toStoredEvent(wentLive(id))], 2);
    await f.project(await f.store.readStream(`cinema-${id}`), name);
    const rows = await rowsOf(id);
    expect(rows.shows).toMatchObject([{ live: true, live_at: new Date(at) }]);
    expect(rows.screenings.map((s) => [s.screening_id, s.screening_date, s.timing])).toEqual([
      [`${id}.show1.2026-12-12`, '2026-12-12', '3-6pm'],
      [`${id}.show1.2026-12-13`, '2026-12-13', '3-6pm'],
    ]);
    expect(seatsOf(rows.screenings[0]!.seat_layout).map((s) => s.seatNumber)).toEqual(['V1', 'V2', 'R1']);
  });

  it('gives the same rows when the whole history is applied twice', async () => {
    const id = randomUUID();
    const events = await history(id, [
      cinemaAdded(id),
      configured(id, 1, 100),
      showAdded(id),
      wentLive(id),
      configured(id, 2, 80),
    ]);
    await f.project(events);
    const once = await rowsOf(id);
    await f.project(events);
    expect(await rowsOf(id)).toEqual(once);
    expect(once.screenings).toHaveLength(2);
    // A screen changed after going live leaves the screenings' layout as it was.
    expect(once.screenings[0]!.seat_layout).toEqual(layout);
  });
});

const at = '2026-12-10T06:00:00.000Z';
const layout = [
  { seatType: 'VIP' as const, count: 2, pricePaise: 50_000 },
  { seatType: 'REGULAR' as const, count: 1, pricePaise: 15_000 },
];
function cinemaAdded(cinemaId: string): DomainEvent {
  const screens = [1, 2, 3].map((n) => ({ screenId: `${cinemaId}.s${n}`, name: `Screen-${n}`, position: n }));
  const city = { cityId: 'c1', cityName: 'Indore' };
  return {
    type: 'CinemaAdded',
    data: {
      cinemaId,
      cinemaName: 'Sapna Sangeeta',
      pincode: '452001',
      ...city,
      adminId: 'a1',
      screens,
      addedAt: at,
    },
  };
}
function configured(cinemaId: string, version: number, regularSeats: number): DomainEvent {
  return {
    type: 'ScreenConfigured',
    data: {
      cinemaId,
      screenId: `${cinemaId}.s1`,
      regular: { seats: regularSeats, pricePaise: 15_000 },
      balcony: { seats: 0, pricePaise: 20_000 },
      vip: { seats: 2, pricePaise: 50_000 },
      version,
      configuredBy: 'a1',
      configuredAt: at,
    },
  };
}
const show = (cinemaId: string) => ({
  showId: `${cinemaId}.show1`,
  cinemaId,
  screenId: `${cinemaId}.s1`,
  movieId: 'm1',
  timing: '3-6pm' as const,
});
function showAdded(cinemaId: string): DomainEvent {
  const dates = { showStart: '2026-12-12', showEnd: '2026-12-13' };
  return {
    type: 'ShowAdded',
    data: { ...show(cinemaId), ...dates, movieName: 'Kantara', adminId: 'a1', addedAt: at },
  };
}
function wentLive(cinemaId: string): DomainEvent {
  const { showId } = show(cinemaId);
  const screenings = ['2026-12-12', '2026-12-13'].map((date) => ({ screeningId: `${showId}.${date}`, date }));
  return {
    type: 'ShowWentLive',
    data: { ...show(cinemaId), screenings, seatLayout: layout, adminId: 'a1', liveAt: at },
  };
}
