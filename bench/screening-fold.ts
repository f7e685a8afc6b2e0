/**
 * The screening state's fold: microseconds per hold event (a hold, then its release) on a screening
 * that already has 30, 100 and 330 live holds of three seats each, on a 1,000-seat screen. The
 * command handler folds every decided event into the cached state, so this is CPU the hold route
 * spends per hold, and a rush on one screening spends it for each of its holds.
 *
 *   npx tsx bench/screening-fold.ts
 */
import type { DomainEvent } from '@cinema/contracts';
import { evolve, initialState, type ScreeningState } from '../write-api/src/shows/seats/screening.ts';
import { num } from './lib/stats.ts';

const SCREENING = 'bench-screening';
const EVENTS_PER_SIZE = 40_000;
const start = Date.parse('2026-12-01T10:00:00Z');

const holdIdOf = (i: number) => `${SCREENING}~${String(i).padStart(36, '0')}`;
const seatsOf = (i: number) => [0, 1, 2].map((k) => `S${(i * 3 + k) % 1000}`);

const held = (i: number, seats: string[]): DomainEvent => ({
  type: 'SeatsHeld',
  data: {
    screeningId: SCREENING,
    holdId: holdIdOf(i),
    accountId: `account-${i}`,
    clientKey: 'network',
    seats,
    heldAt: new Date(start).toISOString(),
    expiresAt: new Date(start + 600_000).toISOString(),
  },
});

const released = (i: number, seats: string[]): DomainEvent => ({
  type: 'HoldReleased',
  data: {
    screeningId: SCREENING,
    holdId: holdIdOf(i),
    seats,
    reason: 'released',
    releasedAt: new Date(start + 1_000).toISOString(),
  },
});

function run(live: number) {
  let state: ScreeningState = initialState();
  const holdOfSlot = Array.from({ length: live }, (_, i) => i);
  for (let i = 0; i < live; i++) state = evolve(state, held(i, seatsOf(i)));
  // Each step gives back the oldest live hold's seats and holds them again under a new hold.
  const steps = EVENTS_PER_SIZE / 2;
  const began = process.hrtime.bigint();
  for (let step = 0; step < steps; step++) {
    const slot = step % live;
    const seats = seatsOf(slot);
    state = evolve(state, released(holdOfSlot[slot]!, seats));
    holdOfSlot[slot] = step + live;
    state = evolve(state, held(step + live, seats));
  }
  const micros = Number(process.hrtime.bigint() - began) / 1000 / EVENTS_PER_SIZE;
  return `${live} live holds: ${num(micros)} µs per event (${state.heldBy.size} seats held)`;
}

run(30); // warm-up: the first run also pays for the JIT
for (const live of [30, 100, 330]) console.log(run(live));
