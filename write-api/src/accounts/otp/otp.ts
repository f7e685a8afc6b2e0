import type { DomainEvent } from '@cinema/contracts';

export interface OtpState {
  /** The newest code; a new one replaces the old. */
  current: { codeHash: string; expiresAt: string; failedAttempts: number; consumed: boolean } | null;
  /** When codes were issued, newest last (for the per-email resend limit). */
  issuedAt: string[];
}

export const initialState = (): OtpState => ({ current: null, issuedAt: [] });

export function evolve(state: OtpState, event: DomainEvent): OtpState {
  switch (event.type) {
    case 'OtpIssued':
      return {
        current: {
          codeHash: event.data.codeHash,
          expiresAt: event.data.expiresAt,
          failedAttempts: 0,
          consumed: false,
        },
        issuedAt: [...state.issuedAt.slice(-19), event.data.issuedAt],
      };
    case 'OtpAttemptFailed':
      return state.current
        ? { ...state, current: { ...state.current, failedAttempts: state.current.failedAttempts + 1 } }
        : state;
    case 'OtpConsumed':
      return state.current ? { ...state, current: { ...state.current, consumed: true } } : state;
    default:
      return state;
  }
}
