import type { DomainEvent } from '@cinema/contracts';

/** A decider: pure functions from past events and a command to new events (errors are thrown). */
export interface Decider<State, Command, Event extends DomainEvent = DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: DomainEvent) => State;
  decide: (command: Command, state: State) => Event[];
}
