import { parseArgs } from 'node:util';
import { runAuditCommand } from './audit-target.ts';
import { count } from './format.ts';
import { bookingHistory, listStreams, seatHistory } from './history.ts';
import { accountNames, printStream } from './print-events.ts';

/*
 * npm run audit:history -- <streamId> [--full]   one stream's events in order
 * npm run audit:history -- --list <prefix>       streams whose id starts with the prefix
 * npm run audit:history -- --seat <seatId>       every event that touched a seat: who sold it
 * npm run audit:history -- --booking <bookingId> one booking: its hold, booking, door and payment
 */
const USAGE =
  'Usage: npm run audit:history -- <streamId> [--full] | --list <prefix> | --seat <seatId> | --booking <bookingId>';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    list: { type: 'string' },
    seat: { type: 'string' },
    booking: { type: 'string' },
    full: { type: 'boolean', default: false },
  },
});

await runAuditCommand(async (target) => {
  const full = values.full ?? false;
  if (values.list !== undefined) {
    const streams = await listStreams(target, values.list);
    for (const s of streams)
      console.log(
        `${s.streamId}  ${count(s.events)} events  ${s.first.toISOString()} … ${s.last.toISOString()}  last ${s.lastType}`,
      );
    console.log(
      `${streams.length} stream(s) starting with "${values.list}"${streams.length === 500 ? ' (first 500)' : ''}`,
    );
    return 0;
  }
  if (values.seat ?? values.booking) {
    const related = values.seat
      ? await seatHistory(target, values.seat)
      : await bookingHistory(target, values.booking!);
    const names = await accountNames(
      target,
      related.streams.flatMap((s) => s.events),
    );
    for (const s of related.streams) printStream(s.streamId, s.events, names, { full });
    console.log(related.verdict);
    return 0;
  }
  const streamId = positionals[0];
  if (!streamId || positionals.length > 1) throw new Error(USAGE);
  const events = await target.store.readStream(streamId);
  if (events.length === 0) {
    console.error(`No events in stream ${streamId} (try --list ${streamId.split('-')[0]}-).`);
    return 1;
  }
  printStream(streamId, events, await accountNames(target, events), { full });
  return 0;
});
