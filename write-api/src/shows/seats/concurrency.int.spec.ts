import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TEXTS, hasReached, parseStoredEvent, splitSeatId } from '@cinema/contracts';
import { readCheckpoint } from '@cinema/workflow';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { accountWithToken, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import { screeningDecider } from './screening-decider.ts';
import { givenLiveScreening, type LiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import { screeningStreamId } from './stream-id.ts';

const VIEWERS = 200;

/** A small seeded generator, so a failure can be replayed with the same requests. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** 1 to 4 distinct seats of the screening for each viewer: many requests overlap. */
function wishes(seatIds: readonly string[], count: number, seed = 10) {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const wanted = new Set<string>();
    const size = 1 + Math.floor(next() * 4);
    while (wanted.size < size) wanted.add(seatIds[Math.floor(next() * seatIds.length)]!);
    return [...wanted];
  });
}

const seatNumber = (seatId: string) => splitSeatId(seatId)!.seatNumber;

// PostgreSQL only: PGlite is one session, so it serialises everything and proves nothing here.
const postgres = testDatabases().filter((d) => d.kind === 'postgres');

if (postgres.length === 0)
  describe.skip('200 viewers racing for one screening (PostgreSQL only: set DATABASE_URL)', () => {
    it.skip('every seat is held by at most one viewer', () => {});
  });

describe.each(postgres)('200 viewers racing for one screening on $kind', (database) => {
  let system: TestSystem;
  let screening: LiveScreening;
  let tokens: string[];

  beforeAll(async () => {
    system = await startTestSystem(database);
    // A 20-seat screen; each account costs two argon2 hashes, so they are made in parallel batches.
    screening = await givenLiveScreening(system, { seats: { regular: 10, bolcony: 6, vip: 4 } });
    tokens = [];
    for (let batch = 0; batch < VIEWERS; batch += 25)
      tokens.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(25, VIEWERS - batch) }, () =>
            accountWithToken(system, 'Viewer').then((a) => a.token),
          ),
        )),
      );
  }, 60_000);
  afterAll(() => system?.stop());

  it('every seat is held by at most one viewer, losers get a clear conflict, and the history says so', async () => {
    const wanted = wishes(screening.seatIds, VIEWERS);
    const answers = await Promise.all(
      wanted.map((seatIds, i) =>
        system.call('POST', '/show/reserveSeats', { body: { seatIds }, token: tokens[i]! }),
      ),
    );

    const winners = answers.flatMap((a, i) => (a.status === 200 ? [{ i, hold: a.body.data }] : []));
    const losers = answers.flatMap((a, i) => (a.status === 200 ? [] : [{ i, answer: a }]));
    for (const { answer } of losers) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        success: false,
        code: 'SEATS_UNAVAILABLE',
        message: BOOKING_TEXTS.seatsTaken,
      });
    }
    expect(winners.length).toBeGreaterThan(0);
    expect(losers.length).toBeGreaterThan(0);

    // No seat in two winning holds, and each winner holds exactly what it asked for.
    const heldSeats = winners.flatMap(({ hold }) => hold.seatIds as string[]);
    expect(new Set(heldSeats).size).toBe(heldSeats.length);
    for (const { i, hold } of winners) expect(hold.seatIds).toEqual(wanted[i]);
    // A viewer was refused only when a seat they wanted is really held (no spurious conflicts).
    const taken = new Set(heldSeats);
    for (const { i } of losers) expect(wanted[i]!.some((seat) => taken.has(seat))).toBe(true);

    // The event history agrees: one SeatsHeld per winner, nothing else, folded into the same holds.
    const recorded = await system.store.readStream(screeningStreamId(screening.screeningId));
    const events = recorded.map((e) => parseStoredEvent(e)!);
    expect(events.map((e) => e.type)).toEqual(winners.map(() => 'SeatsHeld'));
    const state = events.reduce(screeningDecider.evolve, screeningDecider.initialState());
    expect(state.holds.size).toBe(winners.length);
    for (const { hold } of winners)
      expect(state.holds.get(hold.holdId)?.seats).toEqual(hold.seatIds.map(seatNumber));
    expect([...state.heldBy.keys()].sort()).toEqual(heldSeats.map(seatNumber).sort());

    // So does the seat read model, once the projector has passed the last event.
    const last = recorded.at(-1)!.position;
    await waitFor(async () => hasReached(await readCheckpoint(system.db, 'main'), last), {
      message: 'the projector to pass the last hold',
    });
    const rows = await system.db
      .selectFrom('screening_seats')
      .select(['seat_number', 'status', 'hold_id'])
      .where('screening_id', '=', screening.screeningId)
      .execute();
    expect(rows.every((r) => r.status === 'held')).toBe(true);
    expect(new Map(rows.map((r) => [r.seat_number, r.hold_id]))).toEqual(new Map(state.heldBy));
  }, 60_000);
});
