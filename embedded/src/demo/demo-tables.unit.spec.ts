import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  DEMO_CITIES,
  GENRES,
  LANGUAGES,
  movieFieldsSchema,
  PINCODE_PATTERN,
  showIdFor,
} from '@cinema/contracts';
import { DEMO_ART_DIR } from './art.ts';
import { DEMO_CINEMAS, DEMO_SCREENS } from './cinemas.ts';
import { DEMO_MOVIES } from './movies.ts';
import { demoShowId, filmFor, planSlot, type ScheduledShow, type ScheduleSlot } from './schedule.ts';

const slot: ScheduleSlot = { cinemaId: 'c1', screenId: 'c1.s1', timing: '3-6pm' };
const show = (showStart: string, showEnd: string, extra: Partial<ScheduledShow> = {}): ScheduledShow => ({
  showId: showIdFor('c1', `${showStart}x`),
  screenId: 'c1.s1',
  timing: '3-6pm',
  showStart,
  showEnd,
  live: true,
  ...extra,
});

describe('the demo schedule', () => {
  it('plans one show over the whole week when nothing covers it', () => {
    expect(planSlot(slot, [], '2026-12-01')).toEqual([
      { ...slot, showId: demoShowId(slot, '2026-12-01'), showStart: '2026-12-01', showEnd: '2026-12-07' },
    ]);
  });

  it('plans only the dates not covered yet, one show per gap', () => {
    const shows = [show('2026-11-28', '2026-12-02'), show('2026-12-05', '2026-12-05')];
    expect(planSlot(slot, shows, '2026-12-01').map((p) => [p.showStart, p.showEnd])).toEqual([
      ['2026-12-03', '2026-12-04'],
      ['2026-12-06', '2026-12-07'],
    ]);
  });

  it('counts pending shows and ignores other screens and timings', () => {
    const shows = [
      show('2026-12-01', '2026-12-07', { live: false }),
      show('2026-12-01', '2026-12-07', { screenId: 'c1.s2' }),
    ];
    expect(planSlot(slot, shows, '2026-12-01')).toEqual([]);
    expect(planSlot({ ...slot, timing: '9-12am' }, shows, '2026-12-01')).toHaveLength(1);
  });

  it('derives the same show id from the same screen, timing and start, inside the cinema', () => {
    const id = demoShowId(slot, '2026-12-01');
    expect(id).toBe(demoShowId(slot, '2026-12-01'));
    expect(id).toMatch(/^c1\.[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(
      new Set([id, demoShowId(slot, '2026-12-02'), demoShowId({ ...slot, timing: '9-12pm' }, '2026-12-01')])
        .size,
    ).toBe(3);
  });

  it('gives new shows only films released by their first date, in turn', () => {
    const films = [
      { movieId: 'a', releaseDate: '2026-11-01' },
      { movieId: 'b', releaseDate: '2026-12-10' },
      { movieId: 'c', releaseDate: '2026-11-20' },
    ];
    expect([0, 1, 2].map((i) => filmFor(i, '2026-12-01', films)?.movieId)).toEqual(['a', 'c', 'a']);
    expect(filmFor(1, '2026-12-10', films)?.movieId).toBe('b');
    expect(filmFor(0, '2026-10-01', films)).toBeUndefined();
  });
});

describe('the demo tables', () => {
  it('has twelve valid films with fixed, distinct ids, across every genre, language and category', () => {
    expect(DEMO_MOVIES).toHaveLength(12);
    expect(new Set(DEMO_MOVIES.map((m) => m.movieId)).size).toBe(12);
    for (const { movieId: _id, slug: _slug, releaseInDays: _days, ...fields } of DEMO_MOVIES) {
      expect(movieFieldsSchema.safeParse({ ...fields, releaseDate: '2026-12-01' }).success).toBe(true);
      expect(fields.cast.length).toBeGreaterThanOrEqual(3);
      expect(fields.cast.length).toBeLessThanOrEqual(5);
    }
    expect(new Set(DEMO_MOVIES.flatMap((m) => m.genres))).toEqual(new Set(GENRES));
    expect(new Set(DEMO_MOVIES.flatMap((m) => m.supportingLanguages))).toEqual(new Set(LANGUAGES));
    expect(new Set(DEMO_MOVIES.flatMap((m) => m.categories))).toEqual(new Set(CATEGORIES));
    expect(DEMO_MOVIES.some((m) => m.releaseInDays > 0)).toBe(true);
  });

  it('ships a small SVG poster and banner per film, in generic fonts only', () => {
    for (const { slug } of DEMO_MOVIES)
      for (const [kind, width, height] of [
        ['poster', 600, 900],
        ['banner', 1920, 720],
      ] as const) {
        const svg = readFileSync(new URL(`${slug}-${kind}.svg`, DEMO_ART_DIR), 'utf8');
        expect(Buffer.byteLength(svg)).toBeLessThan(15 * 1024);
        expect(svg).toContain(`width="${width}" height="${height}"`);
        const fonts = new Set([...svg.matchAll(/font-family="([^"]+)"/g)].map((m) => m[1]));
        expect([...fonts].every((f) => f === 'sans-serif' || f === 'serif')).toBe(true);
        expect(svg).not.toMatch(/<image|href="http/);
      }
  });

  it('has cinemas with valid PIN codes in demo cities (Indore three), and pleasant, Indian-priced screens', () => {
    expect(new Set(DEMO_CINEMAS.map((c) => c.cinemaId)).size).toBe(DEMO_CINEMAS.length);
    for (const cinema of DEMO_CINEMAS) {
      expect(DEMO_CITIES).toContain(cinema.cityName);
      expect(cinema.pincode).toMatch(PINCODE_PATTERN);
      expect(cinema.cinemaId).not.toContain('.');
    }
    expect(DEMO_CINEMAS.filter((c) => c.cityName === 'Indore')).toHaveLength(3);
    const uplifts = DEMO_CINEMAS.map((c) => c.priceUplift);
    for (const screen of DEMO_SCREENS)
      for (const [cls, [low, high], [minSeats, maxSeats]] of [
        [screen.regular, [150, 250], [40, 60]],
        [screen.bolcony, [250, 350], [20, 30]],
        [screen.vip, [400, 600], [10, 15]],
      ] as const) {
        expect(cls.price + Math.min(...uplifts)).toBeGreaterThanOrEqual(low);
        expect(cls.price + Math.max(...uplifts)).toBeLessThanOrEqual(high);
        expect(cls.seat).toBeGreaterThanOrEqual(minSeats);
        expect(cls.seat).toBeLessThanOrEqual(maxSeats);
        expect(cls.seat % 5).toBe(0);
      }
  });
});
