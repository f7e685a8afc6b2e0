import { allProjections } from '../projections.ts';
import { runAuditCommand } from './audit-target.ts';
import { count, rupees } from './format.ts';
import { revenueAt, type Figure } from './revenue-at.ts';

/*
 * npm run audit:revenue-at -- <ISO time>   e.g. 2026-12-24T18:30:00Z or 2026-12-25T00:00:00+05:30
 * Replays the events recorded at or before that moment into a scratch schema and prints revenue
 * per city, cinema and admin as it stood then. Exit 0, or 2 when it cannot run.
 */
const USAGE = 'Usage: npm run audit:revenue-at -- <ISO time, e.g. 2026-12-25T00:00:00+05:30>';
const arg = process.argv.slice(2).find((a) => a !== '--');
const at = arg && /\d{4}-\d\d-\d\dT\d\d:\d\d/.test(arg) ? new Date(arg) : null;

/** A table with a header, left-aligned text and right-aligned figures. */
function table(title: string, head: string[], rows: string[][], numeric: number[]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]!].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric.includes(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(`  ${line(head)}`);
  for (const r of rows) console.log(`  ${line(r)}`);
}

const figures = (f: Figure) => [rupees(f.paise), count(f.bookings), count(f.cinemas)];
const ist = (d: Date) =>
  d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' });

await runAuditCommand(async (target) => {
  if (!at || Number.isNaN(at.getTime())) throw new Error(USAGE);
  const r = await revenueAt(target, at, allProjections);
  console.log(`Revenue as it stood at ${at.toISOString()} (${ist(at)} IST), ${target.where}`);
  console.log(
    `Replayed ${count(r.events)} events recorded at or before then (up to position ${r.position}) in ${r.seconds.toFixed(1)} s`,
  );
  console.log(`Total: ${rupees(r.total.paise)} from ${count(r.total.bookings)} booking(s)`);
  // Net of cancelled shows' refunds: what was sold, what went back.
  if (r.total.refundPaise > 0)
    console.log(
      `  sales ${rupees(r.total.paise + r.total.refundPaise)}, refunds of cancelled shows ${rupees(r.total.refundPaise)}, net ${rupees(r.total.paise)}`,
    );
  table(
    'By city',
    ['City', 'Revenue', 'Bookings', 'Cinemas'],
    r.cities.map((c) => [c.name, ...figures(c)]),
    [1, 2, 3],
  );
  table(
    'By cinema',
    ['Cinema', 'City', 'Admin', 'Revenue', 'Bookings', 'Refunds'],
    r.cinemas.map((c) => [
      c.name,
      c.cityName,
      c.adminName,
      rupees(c.paise),
      count(c.bookings),
      rupees(c.refundPaise),
    ]),
    [3, 4, 5],
  );
  table(
    'By admin',
    ['Admin', 'Revenue', 'Bookings', 'Cinemas'],
    r.admins.map((a) => [a.name, ...figures(a)]),
    [1, 2, 3],
  );
  const same =
    r.fromEvents.paise === r.total.paise &&
    r.fromEvents.bookings === r.total.bookings &&
    r.fromEvents.refundPaise === r.total.refundPaise;
  console.log(
    `\nCross-check: SeatsBooked events up to then, less refunded orders and refunds: ${rupees(r.fromEvents.paise)} ` +
      `from ${count(r.fromEvents.bookings)} booking(s): ${same ? 'equal' : 'DIFFERENT (a booking of a cinema the read models do not know?)'}`,
  );
  return 0;
});
