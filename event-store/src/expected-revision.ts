import type { ExpectedRevision, NewEvent } from './port.ts';
import { WrongExpectedRevisionError } from './port.ts';

/** `current` is the stream's last revision, -1 when the stream does not exist. */
export function checkExpected(streamId: string, expected: ExpectedRevision, current: number): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === -1) ||
    (expected === 'stream_exists' && current >= 0) ||
    expected === current;
  if (!ok) throw new WrongExpectedRevisionError(streamId, expected, current < 0 ? 'no_stream' : current);
}

export function validateAppend(streamId: string, events: NewEvent[], expected: ExpectedRevision): void {
  if (!streamId) throw new TypeError('streamId must be a non-empty string');
  if (events.length === 0) throw new RangeError('append needs at least one event');
  if (typeof expected === 'number' && !(Number.isSafeInteger(expected) && expected >= 0)) {
    throw new RangeError(`expected revision must be a non-negative integer, got ${expected}`);
  }
}
