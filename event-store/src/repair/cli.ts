import { parseArgs } from 'node:util';
import pg from 'pg';
import { eventsSchemaName, openCliDatabase } from '../cli-database.ts';
import { findUnreadable, repairEvent } from './repair-event.ts';

/*
 * npm run events:repair -- check [<streamId>]
 *     lists the events this build cannot read (the whole log, or one stream)
 * npm run events:repair -- fix <streamId> <revision> '<json payload>' --reason "<why>"
 *     replaces one event's payload by a valid current-shape one; the original is kept in
 *     event_repairs. Then `npm run rebuild` brings the event into the read models (the projector
 *     parked it with its dead letters). PostgreSQL event logs only (not EventStoreDB).
 */
const USAGE =
  'Usage: npm run events:repair -- check [<streamId>] | fix <streamId> <revision> \'<json>\' --reason "<why>"';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { reason: { type: 'string' } },
});
const [command, streamId, revision, json] = positionals;

async function main() {
  if (process.env.EVENTSTORE_URL)
    throw new Error('EVENTSTORE_URL is set: this command mends PostgreSQL event logs only.');
  if (command !== 'check' && command !== 'fix') throw new Error(USAGE);
  if (command === 'fix' && (!streamId || !revision || !json || !values.reason)) throw new Error(USAGE);
  const schema = eventsSchemaName();
  const database = await openCliDatabase(true);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    if (command === 'check') {
      const found = await findUnreadable(pool, schema, streamId);
      for (const e of found)
        console.log(`${e.streamId}@${e.revision} (position ${e.position}) ${e.type}: ${e.reason}`);
      console.log(
        `${found.length} unreadable event(s) in ${database.where}${streamId ? `, stream ${streamId}` : ''}`,
      );
      process.exitCode = found.length > 0 ? 2 : 0;
    } else {
      const mended = await repairEvent(pool, schema, {
        streamId: streamId!,
        revision: Number(revision),
        data: JSON.parse(json!) as unknown,
        reason: values.reason!,
      });
      console.log(
        `Repaired ${mended.type} at ${streamId}@${revision} (position ${mended.position}) in ${database.where}; ` +
          'the original is in event_repairs. Run npm run rebuild to bring it into the read models.',
      );
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
