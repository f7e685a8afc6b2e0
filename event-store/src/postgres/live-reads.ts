import type { Position, RecordedEvent } from '../port.ts';
import { parsePosition } from '../position.ts';
import { toRecordedEvent, type EventRow } from './rows.ts';
import type { StoreContext } from './store-context.ts';

/** Events one shared read adds to the recent stretch at most. */
const EXTEND_PAGE = 1000;

/** A page of the log after `after`, only events no open transaction can still precede. */
export async function readPage(ctx: StoreContext, after: Position, limit: number): Promise<RecordedEvent[]> {
  const { major, minor } = parsePosition(after);
  const { rows } = await ctx.query<EventRow>(ctx.sql.readAll, [major.toString(), minor.toString(), limit]);
  return rows.map(toRecordedEvent);
}

/**
 * Reads for subscriptions. Subscriptions woken by the same commit (the projector and every reactor
 * of a process) ask for the same events, each from its own checkpoint, at slightly different
 * moments. They are served from the recent stretch; a reader inside the stretch but past what it
 * holds waits for one shared read that extends the stretch from its end, instead of each sending
 * its own query. Their wake-ups keep `recent` told of every commit; `readAll` called directly
 * always asks the database.
 */
export function liveReads(ctx: StoreContext) {
  const { recent } = ctx;
  const reading = new Map<string, Promise<RecordedEvent[]>>();
  let extending: Promise<unknown> | null = null;

  /** One query for a page asked for by several at once; the page goes into the stretch. */
  const readShared = (after: Position, limit: number): Promise<RecordedEvent[]> => {
    const key = `${after}|${limit}`;
    let page = reading.get(key);
    if (!page) {
      const mark = recent.mark();
      page = readPage(ctx, after, limit)
        .then((events) => {
          recent.add(after, events, limit, mark);
          return events;
        })
        .finally(() => reading.delete(key));
      reading.set(key, page);
    }
    return page;
  };

  return async function readLive(after: Position, limit: number): Promise<RecordedEvent[]> {
    const known = recent.after(after, limit);
    if (known) return known;
    const end = recent.end();
    if (end === null || recent.held(after, 0) === null) return readShared(after, limit);
    extending ??= readShared(end, EXTEND_PAGE).finally(() => (extending = null));
    await extending;
    // What the stretch holds now, even short of an announced commit: that commit is hidden
    // behind an older open transaction, or came after the shared read began, and the reader,
    // behind an announced position, comes back for it (at once, or after a short pause).
    return recent.after(after, limit) ?? recent.held(after, limit) ?? readShared(after, limit);
  };
}
