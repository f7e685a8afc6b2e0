/*
 * The hold attack of issue 18, measured: how many seats accounts of one address can keep away from
 * a real buyer, and for how long.
 *
 * 1. One account holds 10 seats on every screening it can, as fast as it can.
 * 2. Eleven accounts (what the signup limits let one address make in about 30 minutes) do the same
 *    together.
 * 3. For one simulated hour (a test clock, one step a minute) the eleven accounts go after the same
 *    10 seats of one screening: every minute each account tries to hold them, and extends when
 *    it can. A real buyer on another network looks each minute.
 *
 * "Unavailable" is what a buyer would be refused: seats under a live hold at that moment, read from
 * the write side's own state (the truth every decision uses). All traffic stays on loopback.
 *
 *   npx tsx bench/hold-abuse.ts                       # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/hold-abuse.ts
 */
import { seatIdFor } from '@cinema/contracts';
import { loadState } from '../write-api/src/infra/handle-command.ts';
import { screeningDecider } from '../write-api/src/shows/seats/screening-decider.ts';
import { liveHoldOf } from '../write-api/src/shows/seats/screening.ts';
import { screeningStreamId } from '../write-api/src/shows/seats/stream-id.ts';
import { startBenchSystem } from './lib/bench-system.ts';
import { seedCatalog, seedViewers } from './lib/booking-seed.ts';
import { num, table } from './lib/stats.ts';
import { LABEL, runOnEveryTarget, type Target } from './lib/targets.ts';

const MINUTE = 60_000;
const CINEMAS = Number(process.env.BENCH_ABUSE_CINEMAS ?? 12);

/** A clock the bench moves; it starts now so the seeded screenings lie ahead. */
function benchClock() {
  let offset = 0;
  return { clock: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
}

async function attack(target: Target) {
  const time = benchClock();
  const bench = await startBenchSystem(
    target,
    // Call limits lifted: they would cut every attack short (30 calls per account per 10 minutes),
    // and the figures are to show what the hold rules alone allow an attacker.
    {},
    { clock: time.clock },
  );
  try {
    const catalog = await seedCatalog(bench.system, { cinemas: CINEMAS, timings: 3, days: 7 });
    const screenings = catalog.spread;
    const seats = catalog.seatNumbers;
    const { tokens, accountIds } = await seedViewers(bench.system, 23);
    const reserve = async (token: string, seatIds: string[]) => {
      const response = await fetch(`${bench.origin}/api/v1/show/reserveSeats`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ seatIds }),
      });
      const body = (await response.json()) as { data?: { holdId: string; extendable: boolean } };
      return { status: response.status, hold: body.data };
    };
    const extend = (token: string, holdId: string) =>
      fetch(`${bench.origin}/api/v1/show/extendHold`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ holdId }),
      });
    const unavailable = async (ids: readonly string[], only?: readonly string[]) => {
      const now = time.clock();
      let count = 0;
      for (const id of ids) {
        const { state } = await loadState(bench.system.write.store, screeningStreamId(id), screeningDecider);
        for (const seat of only ?? state.heldBy.keys()) if (liveHoldOf(state, seat, now)) count++;
      }
      return count;
    };
    const tenSeats = (screening: string, offset = 0) =>
      seats.slice(offset, offset + 10).map((s) => seatIdFor(screening, s));

    // 1 and 2: sweep every screening, sampling what is unavailable every 25 holds.
    async function sweep(accounts: readonly string[]) {
      let worst = 0;
      let granted = 0;
      let refused = 0;
      const started = performance.now();
      await Promise.all(
        accounts.map(async (token, a) => {
          for (let s = 0; s < screenings.length; s++) {
            const answer = await reserve(token, tenSeats(screenings[s]!, a * 10));
            if (answer.status === 200) granted++;
            else refused++;
            if ((granted + refused) % 25 === 0) worst = Math.max(worst, await unavailable(screenings));
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      worst = Math.max(worst, await unavailable(screenings));
      return { granted, refused, worst, final: await unavailable(screenings), seconds };
    }
    const one = await sweep(tokens.slice(0, 1));
    time.advance(20 * MINUTE); // let those holds run out before the next attack
    const eleven = await sweep(tokens.slice(1, 12));

    // 3: eleven accounts go after the same 10 seats for an hour of the test clock.
    time.advance(3 * 60 * MINUTE);
    const target = screenings.at(-1)!;
    const wanted = tenSeats(target, 500);
    const wantedNumbers = seats.slice(500, 510);
    const touts = tokens.slice(12, 23);
    let freeMinutes = 0;
    // How many minutes in a row each account kept the seats, and the longest such stretch.
    const stretch = new Map<string, number>();
    let longestByOne = 0;
    for (let minute = 0; minute < 60; minute++) {
      for (const token of touts) {
        const answer = await reserve(token, wanted);
        if (answer.status === 200 && answer.hold?.extendable) await extend(token, answer.hold.holdId);
      }
      if ((await unavailable([target], wantedNumbers)) === 0) freeMinutes++;
      const { state } = await loadState(
        bench.system.write.store,
        screeningStreamId(target),
        screeningDecider,
      );
      const holder = liveHoldOf(state, wantedNumbers[0]!, time.clock())?.accountId;
      for (const accountId of accountIds.slice(12, 23)) {
        const kept = accountId === holder ? (stretch.get(accountId) ?? 0) + 1 : 0;
        stretch.set(accountId, kept);
        longestByOne = Math.max(longestByOne, kept);
      }
      time.advance(MINUTE);
    }
    return { one, eleven, freeMinutes, longestByOne, screenings: screenings.length };
  } finally {
    await bench.stop();
  }
}

async function main() {
  await runOnEveryTarget(async (target) => {
    const r = await attack(target);
    console.log(`\n${LABEL[target.kind]}: ${r.screenings} screenings of 1,000 seats`);
    console.log(
      table(
        ['attack', 'holds granted', 'refused', 'most seats unavailable at once', 'after', 'seconds'],
        [
          [
            'one account, 10 seats per screening',
            num(r.one.granted),
            num(r.one.refused),
            num(r.one.worst),
            num(r.one.final),
            r.one.seconds.toFixed(1),
          ],
          [
            'eleven accounts, one address',
            num(r.eleven.granted),
            num(r.eleven.refused),
            num(r.eleven.worst),
            num(r.eleven.final),
            r.eleven.seconds.toFixed(1),
          ],
        ],
      ),
    );
    console.log(
      `renewal loop, 11 accounts of one address on the same 10 seats for 60 simulated minutes: ` +
        `free for a real buyer ${r.freeMinutes} of 60 minutes (${((r.freeMinutes / 60) * 100).toFixed(0)} %); ` +
        `longest one account kept them: ${r.longestByOne} minutes`,
    );
  });
}

await main();
