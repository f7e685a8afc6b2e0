import type { EventStoreDBClient } from '@eventstore/db-client';
import type { Position, RecordedEvent } from '../port.ts';
import { comparePositions } from '../position.ts';
import { isUserEvent, positionOf, toReadPosition, toRecordedEvent } from './esdb-mapping.ts';

const MIN_PAGE = 100;

/**
 * Up to `limit` user events strictly after `from`. Reading $all is inclusive of its start and
 * has no server-side filter, so this pages past system events and skips the start itself.
 */
export async function readAllAfter(
  client: EventStoreDBClient,
  from: Position,
  limit: number,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  const page = Math.max(limit + 1, MIN_PAGE);
  let cursor = from;
  for (;;) {
    let read = 0;
    let last: Position | undefined;
    for await (const resolved of client.readAll({ fromPosition: toReadPosition(cursor), maxCount: page })) {
      read++;
      const position = positionOf(resolved);
      if (!position || comparePositions(position, cursor) <= 0) continue;
      last = position;
      if (!isUserEvent(resolved)) continue;
      events.push(toRecordedEvent(resolved));
      if (events.length >= limit) return events;
    }
    if (read < page || !last) return events;
    cursor = last;
  }
}
