import type { RecordedEvent } from '../port.ts';
import { formatPosition } from '../position.ts';

export interface EventRow {
  tx: string;
  pos: string;
  stream_id: string;
  stream_revision: number | string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown> | null;
  recorded_at: Date | string;
}

/** int8 arrives as text (selected with ::text), so nothing depends on a global type parser. */
export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: Number(row.stream_revision),
    type: row.type,
    data: row.data,
    metadata: row.metadata ?? {},
    position: formatPosition(row.tx, row.pos),
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
  };
}
