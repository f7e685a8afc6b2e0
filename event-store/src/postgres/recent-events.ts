import type { Position, RecordedEvent } from '../port.ts';
import { comparePositions } from '../position.ts';

/**
 * The newest stretch of the log this process has read, in order and without gaps. A page read
 * from PostgreSQL never changes afterwards (it stops below every transaction still open), so the
 * projector and each reactor of a process, reading the same events at slightly different
 * moments, are served from here instead of each sending the same query.
 *
 * A page shorter than asked for says "nothing more yet": it is served from here only while the
 * stretch is known to reach the head: a read at its end came back short, reaching every position
 * appended by this process or announced by a wake-up, and no wake-up without a position came since.
 */
export function recentEvents(capacity: number) {
  let start: Position | null = null; // exclusive: the stretch begins right after it
  let events: RecordedEvent[] = [];
  let index = new Map<Position, number>(); // position → index of the event after it
  let generation = 0;
  let atHead = false;
  let announced: Position | null = null;

  const end = () => events.at(-1)?.position ?? start;
  const reindex = () => {
    index = new Map(events.map((e, i) => [e.position, i + 1]));
    if (start !== null) index.set(start, 0);
  };

  return {
    /** What a read of up to `limit` events after `after` would give now, or null to ask the store. */
    after(after: Position, limit: number): RecordedEvent[] | null {
      const from = index.get(after);
      if (from === undefined) return null;
      const page = events.slice(from, from + limit);
      return page.length === limit || atHead ? page : null;
    },
    /**
     * The events it holds after `after` (at most `limit`), even short of the head; null when
     * `after` is not in the stretch.
     */
    held(after: Position, limit: number): RecordedEvent[] | null {
      const from = index.get(after);
      return from === undefined ? null : events.slice(from, from + limit);
    },
    /** Where the stretch ends (null before the first page). */
    end,
    /** Something was appended or announced (at `position` when known): the head may have moved. */
    changed(position?: Position) {
      if (!position) generation++;
      else if (announced === null || comparePositions(position, announced) > 0) announced = position;
      const last = end();
      if (!position || last === null || comparePositions(position, last) > 0) atHead = false;
    },
    /** Call before a read; its answer goes to `add` with the returned mark. */
    mark: () => generation,
    /** Remembers a page read after `after`, when it continues the stretch or moves past it. */
    add(after: Position, page: RecordedEvent[], limit: number, mark: number) {
      const last = end();
      if (last !== null && after === last) {
        for (const e of page) index.set(e.position, events.push(e));
      } else if (page.length > 0 && (last === null || comparePositions(after, last) > 0)) {
        start = after;
        events = [...page];
        reindex();
      } else return;
      const reached = end()!;
      atHead =
        page.length < limit &&
        mark === generation &&
        (announced === null || comparePositions(reached, announced) >= 0);
      // Down to half at once, so the index is rebuilt once per capacity / 2 events read, not per page.
      if (events.length > capacity) {
        const dropped = events.length - Math.floor(capacity / 2);
        start = events[dropped - 1]!.position;
        events = events.slice(dropped);
        reindex();
      }
    },
  };
}
