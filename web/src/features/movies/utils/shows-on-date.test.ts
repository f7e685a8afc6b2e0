import { describe, expect, it } from 'vitest';
import { aShowCinema } from '../testing/fixtures';
import { cinemasOnDate, datesWithShows, timingLabel } from './shows-on-date';

const DAY = '2026-11-24';
const mumbai = aShowCinema('cin-m', 'Andheri Screens', 'Mumbai', { '9-12pm': [DAY], '9-12am': [DAY] });
const indore = aShowCinema('cin-i', 'Vijay Nagar Talkies', 'Indore', { '3-6pm': [DAY, '2026-11-25'] });
const later = aShowCinema('cin-l', 'Later Cinema', 'Pune', { '3-6pm': ['2026-11-26'] });

describe('cinemas on a date', () => {
  it("keeps the cinemas screening that day, each with the day's timings in order", () => {
    expect(cinemasOnDate([mumbai, indore, later], DAY).map((e) => [e.cinema._id, e.timings])).toEqual([
      ['cin-m', ['9-12am', '9-12pm']],
      ['cin-i', ['3-6pm']],
    ]);
  });

  it('shows a timing once when two screens of a cinema share it (the seat page is per timing)', () => {
    const twoScreens = aShowCinema('cin-2', 'Two Screens', 'Indore', { '3-6pm': [DAY] });
    twoScreens.shows.push({ ...twoScreens.shows[0]!, _id: 'other', showId: 'other', screenId: 'cin-2.s2' });
    expect(cinemasOnDate([twoScreens], DAY)[0]!.timings).toEqual(['3-6pm']);
  });

  it("puts the city's cinemas first, keeping the server's order otherwise", () => {
    expect(cinemasOnDate([mumbai, indore], DAY, 'city-indore').map((e) => e.cinema._id)).toEqual([
      'cin-i',
      'cin-m',
    ]);
  });

  it('knows the dates with any show, and labels timings as the spec does', () => {
    expect([...datesWithShows([indore, later])].sort()).toEqual([DAY, '2026-11-25', '2026-11-26']);
    // The spec's values end at '12am' and '12pm': the label says what they mean.
    expect(timingLabel('9-12am')).toBe('9 AM – 12 noon');
    expect(timingLabel('3-6pm')).toBe('3 PM – 6 PM');
    expect(timingLabel('9-12pm')).toBe('9 PM – 12 midnight');
    expect(timingLabel('late')).toBe('late');
  });
});
