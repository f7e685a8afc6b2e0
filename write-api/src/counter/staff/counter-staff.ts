import type { DomainEvent, EventOf } from '@cinema/contracts';
import type { Decider } from '../../infra/decider.ts';

/** The cinemas whose counters one account sells and admits at, each with the Admin who named it. */
export interface CounterStaffState {
  email: string | null;
  cinemas: ReadonlyMap<string, { grantedBy: string; grantedAt: string }>;
}

export type CounterStaffCommand =
  | {
      type: 'GrantCounterStaff';
      accountId: string;
      email: string;
      cinemaIds: readonly string[];
      adminId: string;
      now: Date;
    }
  | {
      type: 'RevokeCounterStaff';
      accountId: string;
      cinemaIds: readonly string[];
      adminId: string;
      now: Date;
    };

type CounterStaffEvent = EventOf<'CounterStaffGranted' | 'CounterStaffRevoked'>;

export const initialState = (): CounterStaffState => ({ email: null, cinemas: new Map() });

export function evolve(state: CounterStaffState, event: DomainEvent): CounterStaffState {
  switch (event.type) {
    case 'CounterStaffGranted': {
      const cinemas = new Map(state.cinemas);
      const { grantedBy, grantedAt } = event.data;
      for (const cinemaId of event.data.cinemaIds) cinemas.set(cinemaId, { grantedBy, grantedAt });
      return { email: event.data.email, cinemas };
    }
    case 'CounterStaffRevoked': {
      const cinemas = new Map(state.cinemas);
      for (const cinemaId of event.data.cinemaIds) cinemas.delete(cinemaId);
      return { ...state, cinemas };
    }
    default:
      return state;
  }
}

/**
 * Grants name only cinemas not granted yet, revokes only cinemas granted now, so repeating either
 * changes nothing. Whether the Admin runs those cinemas is the caller's check (the cinema streams).
 */
export function decide(command: CounterStaffCommand, state: CounterStaffState): CounterStaffEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'GrantCounterStaff': {
      const cinemaIds = [...new Set(command.cinemaIds)].filter((id) => !state.cinemas.has(id));
      if (cinemaIds.length === 0) return [];
      const { accountId, email, adminId } = command;
      return [
        {
          type: 'CounterStaffGranted',
          data: { accountId, email, cinemaIds, grantedBy: adminId, grantedAt: at },
        },
      ];
    }
    case 'RevokeCounterStaff': {
      const cinemaIds = [...new Set(command.cinemaIds)].filter((id) => state.cinemas.has(id));
      if (cinemaIds.length === 0) return [];
      const { accountId, adminId } = command;
      return [
        { type: 'CounterStaffRevoked', data: { accountId, cinemaIds, revokedBy: adminId, revokedAt: at } },
      ];
    }
    default:
      return command satisfies never;
  }
}

export const counterStaffDecider: Decider<CounterStaffState, CounterStaffCommand, CounterStaffEvent> = {
  initialState,
  evolve,
  decide,
};
