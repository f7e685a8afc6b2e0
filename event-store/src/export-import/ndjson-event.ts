/**
 * One exported event, one line of NDJSON. `data` and `metadata` are copied as PostgreSQL prints
 * the jsonb (numbers keep every digit), `recordedAt` to the microsecond. `position` is where the
 * event stood in the source cluster: for reference only, the target gives it a new one.
 */
export interface ExportedEvent {
  position: string;
  streamId: string;
  revision: number;
  type: string;
  recordedAt: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

export class ImportLineError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
    this.name = 'ImportLineError';
  }
}

/** Builds the line from PostgreSQL's own JSON text of data and metadata, without re-encoding them. */
export function exportLine(row: {
  position: string;
  stream_id: string;
  stream_revision: number;
  type: string;
  recorded_at: string;
  data: string;
  metadata: string;
}): string {
  const head = JSON.stringify({
    position: row.position,
    streamId: row.stream_id,
    revision: row.stream_revision,
    type: row.type,
    recordedAt: row.recorded_at,
  });
  return `${head.slice(0, -1)},"data":${row.data},"metadata":${row.metadata}}`;
}

/** Checks one line's shape; the line text itself is what gets stored (PostgreSQL parses it again). */
export function checkLine(text: string, line: number): Pick<ExportedEvent, 'streamId' | 'revision'> {
  let value: Partial<ExportedEvent>;
  try {
    value = JSON.parse(text) as Partial<ExportedEvent>;
  } catch {
    throw new ImportLineError(line, 'not valid JSON');
  }
  const fail = (reason: string): never => {
    throw new ImportLineError(line, reason);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('not a JSON object');
  if (typeof value.streamId !== 'string' || value.streamId === '')
    fail('streamId must be a non-empty string');
  if (!Number.isInteger(value.revision) || value.revision! < 0) fail('revision must be a whole number ≥ 0');
  if (typeof value.type !== 'string' || value.type === '') fail('type must be a non-empty string');
  if (typeof value.recordedAt !== 'string' || Number.isNaN(Date.parse(value.recordedAt)))
    fail('recordedAt must be a timestamp');
  if (!('data' in value)) fail('data is missing');
  const metadata = value.metadata;
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
    fail('metadata must be a JSON object');
  return { streamId: value.streamId!, revision: value.revision! };
}
