import { eventActor, parseStoredEvent } from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import { sql } from 'kysely';
import type { AuditTarget } from './audit-target.ts';
import { clip } from './format.ts';

/** Secrets stay out of an auditor's terminal: password and OTP hashes, sealed codes, tokens. */
const SECRET_KEY = /hash|sealed|secret|token|password/i;

export function compactData(data: unknown): string {
  return JSON.stringify(data, (key, value: unknown) =>
    key && SECRET_KEY.test(key) && value !== null ? '[redacted]' : value,
  );
}

/**
 * The event's payload as the product reads it (fields its stream or its other fields stand for put
 * back, upcast to the current version); as stored when it cannot be read (a foreign or corrupt
 * payload is still shown).
 */
export function payloadOf(event: RecordedEvent): unknown {
  try {
    return parseStoredEvent(event)?.data ?? event.data;
  } catch {
    return event.data;
  }
}

/** Metadata an auditor reads: who (actorId), on which command (commandId), caused by what (causationId), and the rest. */
function who(event: RecordedEvent, names: Map<string, string>): string {
  const { actorId: _recorded, commandId, causationId, schemaVersion: _v, ...rest } = event.metadata;
  const actor = eventActor(event) ?? '(not recorded)';
  const parts = [`by ${actor}${names.has(actor) ? ` (${names.get(actor)})` : ''}`];
  if (commandId !== undefined) parts.push(`command ${String(commandId)}`);
  if (causationId !== undefined) parts.push(`caused by ${String(causationId)}`);
  for (const [key, value] of Object.entries(rest)) parts.push(`${key} ${JSON.stringify(value)}`);
  return parts.join(', ');
}

/** Account ids → "Name <email>" from the live accounts read model (empty when it has none). */
export async function accountNames(
  target: AuditTarget,
  events: RecordedEvent[],
): Promise<Map<string, string>> {
  const ids = [...new Set(events.map(eventActor).filter((a) => a !== null))];
  if (ids.length === 0) return new Map();
  try {
    const { rows } = await sql<{ account_id: string; user_name: string; email: string }>`
      select account_id, user_name, email from ${sql.id(target.readSchema, 'accounts')}
      where account_id in (${sql.join(ids)})`.execute(target.root);
    return new Map(rows.map((r) => [r.account_id, `${r.user_name} <${r.email}>`]));
  } catch {
    return new Map(); // no read models here (a database holding only events): ids alone
  }
}

export function printStream(
  streamId: string,
  events: RecordedEvent[],
  names: Map<string, string>,
  { full = false } = {},
): void {
  console.log(`${streamId} (${events.length} event${events.length === 1 ? '' : 's'})`);
  for (const e of events) {
    console.log(
      `  #${e.revision}  ${e.recordedAt.toISOString()}  ${e.position}  ${e.type}  ${who(e, names)}`,
    );
    const data = compactData(payloadOf(e));
    console.log(`      ${full ? data : clip(data, 400)}`);
  }
}
