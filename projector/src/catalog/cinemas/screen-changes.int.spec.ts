import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { type DomainEvent } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { projectorFixture, type ProjectorFixture } from '../../testing/projector-fixture.ts';

describe.each(testDatabases())(
  'screens added, renamed, retired and cinema details projected on $kind',
  (database) => {
    let f: ProjectorFixture;
    beforeAll(async () => {
      f = await projectorFixture(database);
    });
    afterAll(() => f?.close());

    const history = (id: string, events: DomainEvent[]) => f.history(`cinema-${id}`, events, 'no_stream');
    const rowsOf = async (cinemaId: string) => ({
      cinema: await f.db
        .selectFrom('cinemas')
        .select(['cinema_name', 'pincode', 'city_name'])
        .where('cinema_id', '=', cinemaId)
        .executeTakeFirst(),
      screens: await f.db
        .selectFrom('screens')
        .select(['screen_id', 'name', 'screen_position', 'retired_at', 'version'])
        .where('cinema_id', '=', cinemaId)
        .orderBy('screen_position')
        .execute(),
    });

    it('adds a screen row, renames it, keeps a retired screen with its date, and edits the cinema', async () => {
      const id = randomUUID();
      await f.project(
        await history(id, [
          cinemaAdded(id),
          screenAdded(id, 4, 'IMAX'),
          renamed(id, `${id}.s4`, 'IMAX Laser'),
          retired(id, `${id}.s2`),
          detailsChanged(id, 'Sapna Gold', '452010'),
        ]),
      );
      const rows = await rowsOf(id);
      expect(rows.cinema).toEqual({ cinema_name: 'Sapna Gold', pincode: '452010', city_name: 'Indore' });
      expect(rows.screens.map((s) => [s.name, s.screen_position, s.retired_at])).toEqual([
        ['Screen-1', 1, null],
        ['Screen-2', 2, new Date(at)],
        ['Screen-3', 3, null],
        ['IMAX Laser', 4, null],
      ]);
    });

    it('gives the same rows when the history is applied twice, or an older rename comes again', async () => {
      const id = randomUUID();
      const events = await history(id, [
        cinemaAdded(id),
        renamed(id, `${id}.s1`, 'Audi 1'),
        renamed(id, `${id}.s1`, 'Gold Class'),
        detailsChanged(id, 'First', '452011'),
        detailsChanged(id, 'Second', '452012'),
        retired(id, `${id}.s3`),
      ]);
      await f.project(events);
      const once = await rowsOf(id);
      await f.project(events);
      await f.project([events[1]!, events[3]!]); // older changes replayed late
      expect(await rowsOf(id)).toEqual(once);
      expect(once.screens[0]!.name).toBe('Gold Class');
      expect(once.cinema!.cinema_name).toBe('Second');
    });
  },
);

const at = '2026-12-10T06:00:00.000Z';
function cinemaAdded(cinemaId: string): DomainEvent {
  const screens = [1, 2, 3].map((n) => ({ screenId: `${cinemaId}.s${n}`, name: `Screen-${n}`, position: n }));
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
const screenAdded = (cinemaId: string, position: number, name: string): DomainEvent => ({
  type: 'ScreenAdded',
  data: { cinemaId, screenId: `${cinemaId}.s${position}`, name, position, addedBy: 'a1', addedAt: at },
});
const renamed = (cinemaId: string, screenId: string, name: string): DomainEvent => ({
  type: 'ScreenRenamed',
  data: { cinemaId, screenId, name, renamedBy: 'a1', renamedAt: at },
});
const retired = (cinemaId: string, screenId: string): DomainEvent => ({
  type: 'ScreenRetired',
  data: { cinemaId, screenId, retiredBy: 'a1', retiredAt: at },
});
const detailsChanged = (cinemaId: string, cinemaName: string, pincode: string): DomainEvent => ({
  type: 'CinemaDetailsChanged',
  data: { cinemaId, cinemaName, pincode, changedBy: 'a1', changedAt: at },
});
