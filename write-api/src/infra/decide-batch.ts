import type { DomainEvent } from '@cinema/contracts';
import type { Decider } from './decider.ts';

export type Outcome<S, E> =
  | { ok: true; events: E[]; state: S }
  | {
      ok: false;
      error: unknown;
      /** Whether commands before this one in the batch produced events (not yet stored). */
      afterPending: boolean;
    };

/**
 * Decides the commands one after another, each against the state the earlier ones left: the
 * outcome is the same as if they had been sent one by one. A command whose `decide` throws fails
 * alone and changes nothing for the rest.
 */
export function decideBatch<S, C, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  state: S,
  commands: readonly C[],
): { outcomes: Outcome<S, E>[]; events: E[]; state: S } {
  const outcomes: Outcome<S, E>[] = [];
  const events: E[] = [];
  let current = state;
  for (const command of commands) {
    try {
      const produced = decider.decide(command, current);
      current = produced.reduce<S>((s, e) => decider.evolve(s, e), current);
      events.push(...produced);
      outcomes.push({ ok: true, events: produced, state: current });
    } catch (error) {
      outcomes.push({ ok: false, error, afterPending: events.length > 0 });
    }
  }
  return { outcomes, events, state: current };
}
