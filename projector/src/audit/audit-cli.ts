import { parseArgs } from 'node:util';
import { allProjections } from '../projections.ts';
import { auditReadModels } from './audit.ts';
import { runAuditCommand } from './audit-target.ts';
import { clip, count } from './format.ts';

/*
 * npm run audit [-- --max <n>]
 * Replays the whole event history into a scratch schema with the projector's own projections and
 * compares every read-model table with the live one, row by row. Exit 0: equal; 1: differences
 * (each printed); 2: the audit could not run.
 */
const { values } = parseArgs({ options: { max: { type: 'string', default: '50' } } });

await runAuditCommand(async (target) => {
  console.log(`Auditing ${target.where}`);
  const report = await auditReadModels(target, {
    projections: allProjections,
    maxPerTable: Math.max(1, Number(values.max) || 50),
    note: (line) => console.error(line),
  });
  for (const d of report.differences) {
    const where = d.column ? `${d.table} [${d.key}] ${d.column}` : `${d.table} [${d.key}]`;
    console.log(`DIFF ${where}: live ${clip(d.live)} | replayed ${clip(d.replayed)}`);
  }
  if (report.followed > 0)
    console.error(
      `followed the live projector through ${count(report.followed)} newer event(s) before comparing ` +
        `(${count(report.followedInSnapshot)} inside the comparison's snapshot)`,
    );
  const shown = report.differences.length;
  if (report.total > shown)
    console.log(`… and ${count(report.total - shown)} more (--max to list more per table)`);
  if (report.liveParked > 0)
    console.log(
      `Note: the live projector parked ${report.liveParked} event(s) in projector_dead_letters; see README Operations.`,
    );
  const figures =
    `${report.tables} tables, ${count(report.rows)} rows, ${count(report.events)} events ` +
    `up to position ${report.position}, ${report.seconds.toFixed(1)} s`;
  if (report.total === 0) {
    console.log(`Audit OK: the read models equal a fresh replay (${figures})`);
    return 0;
  }
  console.log(`Audit FAILED: ${count(report.total)} difference(s) (${figures})`);
  return 1;
});
