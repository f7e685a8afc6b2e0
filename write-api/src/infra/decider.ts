import type { DomainEvent } from '@cinema/contracts';

/**
 * A decider: pure functions from past events and a command to new events (errors are thrown).
 * `evolve` must return a new state and leave the old one untouched: states are cached and shared.
 */
export interface Decider<State, Command, Event extends DomainEvent = DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: DomainEvent) => State;
  decide: (command: Command, state: State) => Event[];
}
