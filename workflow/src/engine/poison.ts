import { StoredEventError } from '@cinema/contracts';

// SQLSTATE classes that say something about the data of one event: 22 data exception,
// 23 integrity constraint violation. Every other class (connections, serialization, missing
// tables, resources) is about the system and must be retried, never parked.
const EVENT_SPECIFIC_SQLSTATE_CLASSES = new Set(['22', '23']);
const CONNECTION_TROUBLE = /connection|terminat|timeout|ECONN|socket/i;

/** True when retrying cannot help: the event itself is the problem (park it, move on). */
export function isPoisonError(error: unknown): boolean {
  if (error instanceof StoredEventError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    return /^[0-9A-Z]{5}$/.test(code) && EVENT_SPECIFIC_SQLSTATE_CLASSES.has(code.slice(0, 2));
  }
  if (code !== undefined) return false;
  // pg reports a lost connection as a plain Error without a code.
  return !(error instanceof Error && CONNECTION_TROUBLE.test(error.message));
}
