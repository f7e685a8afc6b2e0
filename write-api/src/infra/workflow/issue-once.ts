import type { DomainEvent } from '@cinema/contracts';
import type { EventStore } from '@cinema/event-store';
import type { Decider } from '../decider.ts';
import { handleCommand } from '../handle-command.ts';

/** Metadata key of the command an event came from; the key the at-least-once senders reuse. */
export const COMMAND_ID = 'commandId';
/** Metadata key of what caused the command (an event position, a due item). */
export const CAUSATION_ID = 'causationId';

export type IssueOutcome = { issued: true; position: string | null } | { issued: false; position: string };

async function findIssued(store: EventStore, streamId: string, commandId: string) {
  const events = await store.readStream(streamId);
  return events.find((e) => e.metadata?.[COMMAND_ID] === commandId)?.position;
}

/**
 * Issues a command at most once per `commandId`: its events carry the id in their metadata, and a
 * command whose id the stream already holds is not issued again (the outcome says where it was).
 * Between that check and the append another issuer of the same command may win; the decider must
 * then refuse or ignore the repeat by state (RegisterAccount: the email is taken), and the
 * refusal is turned back into "already issued" here. Reads the target stream: meant for the
 * short streams reactors write to (an account); a hot stream keeps command ids in its state.
 */
export async function issueOnce<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  { commandId, causationId, actorId }: { commandId: string; causationId?: string; actorId?: string },
): Promise<IssueOutcome> {
  const before = await findIssued(store, streamId, commandId);
  if (before) return { issued: false, position: before };
  const metadata = {
    [COMMAND_ID]: commandId,
    ...(causationId ? { [CAUSATION_ID]: causationId } : {}),
    ...(actorId ? { actorId } : {}),
  };
  try {
    const { position } = await handleCommand(store, streamId, decider, command, { metadata });
    return { issued: true, position };
  } catch (error) {
    const raced = await findIssued(store, streamId, commandId);
    if (raced) return { issued: false, position: raced };
    throw error;
  }
}
