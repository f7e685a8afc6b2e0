import type { DomainEvent } from '@cinema/contracts';
import type { EventStore } from '@cinema/event-store';
import {
  createCommandHandler,
  type CommandHandler,
  type CommandResult,
  type HandleOptions,
} from './command-handler.ts';
import type { Decider } from './decider.ts';

export type { CommandResult, HandleOptions } from './command-handler.ts';

// One handler per event store, that is one per process in production: its queues and cached
// states must be shared by every route that writes through that store.
const handlers = new WeakMap<EventStore, CommandHandler>();

export function commandHandlerFor(store: EventStore): CommandHandler {
  let handler = handlers.get(store);
  if (!handler) handlers.set(store, (handler = createCommandHandler(store)));
  return handler;
}

/** The stream's state folded through `evolve`, with its revision (cached, read up to date). */
export function loadState<S>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<S, never>, 'initialState' | 'evolve'>,
) {
  return commandHandlerFor(store).load(streamId, decider);
}

/**
 * The stream's state as this process last knew it (no read when cached), or read up to date when
 * not cached; `fresh` says which. For checks whose outcome a later append validates anyway, or
 * that are confirmed on a fresh read before they refuse anything.
 */
export function loadKnownState<S>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<S, never>, 'initialState' | 'evolve'>,
) {
  return commandHandlerFor(store).known(streamId, decider);
}

/**
 * load → decide → append with the expected revision → retry on conflict (bounded). Commands for
 * one stream queue up in this process and are appended together (see command-handler.ts).
 */
export function handleCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  options: HandleOptions = {},
): Promise<CommandResult<E>> {
  return commandHandlerFor(store).handle(streamId, decider, command, options);
}
