import { describe, expect, it } from 'vitest';
import { indianDate } from '@cinema/contracts';
import { bookableFirst, bookingState, isUnreleased, todayInIndia } from './booking-state';

const TODAY = '2026-11-26';

describe('bookingState', () => {
  it('books a released film from its first date with shows, and names the day an unreleased one opens', () => {
    expect(bookingState({ releaseDate: '2026-11-20', nextShowDate: TODAY }, TODAY)).toEqual({
      kind: 'book',
      date: TODAY,
    });
    // Tonight's shows have begun: tomorrow's are the first to book.
    expect(bookingState({ releaseDate: '2026-11-20', nextShowDate: '2026-11-27' }, TODAY)).toEqual({
      kind: 'book',
      date: '2026-11-27',
    });
    expect(bookingState({ releaseDate: '2026-12-12', nextShowDate: '2026-12-12' }, TODAY)).toEqual({
      kind: 'opens',
      date: '2026-12-12',
    });
  });

  it('offers nothing to book without a show, with the release date of a film not out yet', () => {
    expect(bookingState({ releaseDate: '2026-12-23' }, TODAY)).toEqual({
      kind: 'none',
      releaseDate: '2026-12-23',
    });
    expect(bookingState({ releaseDate: '2026-11-01' }, TODAY)).toEqual({ kind: 'none' });
  });
});

describe('isUnreleased', () => {
  it('is true only after today (a date-time counts by its date)', () => {
    expect(isUnreleased({ releaseDate: '2026-11-27T00:00:00.000Z' }, TODAY)).toBe(true);
    expect(isUnreleased({ releaseDate: TODAY }, TODAY)).toBe(false);
  });
});

describe('todayInIndia', () => {
  it("is the contracts' Indian date, across India's midnight", () => {
    for (const iso of ['2026-11-23T18:29:59Z', '2026-11-23T18:30:00Z', '2026-11-24T05:00:00Z'])
      expect(todayInIndia(Date.parse(iso))).toBe(indianDate(new Date(iso)));
  });
});

describe('bookableFirst', () => {
  const OUT = '2026-11-01';
  it('puts films with shows first, soonest first, and keeps the order otherwise', () => {
    const movies = [
      { id: 'unreleased', releaseDate: '2026-12-20' },
      { id: 'later', releaseDate: OUT, nextShowDate: '2026-11-28' },
      { id: 'none', releaseDate: OUT },
      { id: 'today', releaseDate: OUT, nextShowDate: TODAY },
      { id: 'today-2', releaseDate: OUT, nextShowDate: TODAY },
    ];
    expect(bookableFirst(movies, TODAY).map((m) => m.id)).toEqual([
      'today',
      'today-2',
      'later',
      'unreleased',
      'none',
    ]);
  });

  it('puts an unreleased film with shows after the released ones, however soon its shows', () => {
    const movies = [
      { id: 'premiere', releaseDate: '2026-12-20', nextShowDate: '2026-11-27' },
      { id: 'released', releaseDate: OUT, nextShowDate: '2026-11-27' },
      { id: 'none', releaseDate: OUT },
    ];
    expect(bookableFirst(movies, TODAY).map((m) => m.id)).toEqual(['released', 'premiere', 'none']);
  });
});
