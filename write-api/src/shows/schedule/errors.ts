import { SERVER_MESSAGES, VALIDATION } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

export class MovieNotFoundError extends DomainError {
  constructor(readonly movieId: string) {
    super('MOVIE_NOT_FOUND', SERVER_MESSAGES.movieNotFound);
  }
}

export class ShowNotFoundError extends DomainError {
  constructor(readonly showId: string) {
    super('SHOW_NOT_FOUND', SERVER_MESSAGES.showNotFound);
  }
}

export class ShowAlreadyLiveError extends DomainError {
  constructor(readonly showId: string) {
    super('SHOW_ALREADY_LIVE', SERVER_MESSAGES.showAlreadyLive);
  }
}

export class ScreenNotConfiguredError extends DomainError {
  constructor(readonly screenId: string) {
    super('SCREEN_NOT_CONFIGURED', SERVER_MESSAGES.screenNotConfigured);
  }
}

/** Every date the show would run on is before today (in India). */
export class ShowDateInPastError extends DomainError {
  constructor(
    readonly showId: string,
    readonly today: string,
  ) {
    super('SHOW_DATE_IN_PAST', SERVER_MESSAGES.showDateInPast);
  }
}

export class ShowTooLongError extends DomainError {
  constructor(readonly days: number) {
    super('SHOW_TOO_LONG', SERVER_MESSAGES.showTooLong);
  }
}

export class ShowEndBeforeStartError extends DomainError {
  constructor(
    readonly showStart: string,
    readonly showEnd: string,
  ) {
    super('SHOW_END_BEFORE_START', VALIDATION.endDateBeforeStart);
  }
}

/** The screen already has a show (pending or live) at this timing on a date both would run. */
export class ShowClashError extends DomainError {
  constructor(
    readonly screenId: string,
    readonly clashesWith: string,
  ) {
    super('SHOW_CLASH', SERVER_MESSAGES.showClash);
  }
}
