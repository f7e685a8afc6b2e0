import { CANCEL_TEXTS, EDIT_TEXTS, SERVER_MESSAGES, VALIDATION } from '@cinema/contracts';
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

/** The cinema cancelled the show: it cannot go live or change any more. */
export class ShowCancelledError extends DomainError {
  constructor(readonly showId: string) {
    super('SHOW_CANCELLED', CANCEL_TEXTS.showIsCancelled);
  }
}

/** A live show sells its dates: they, its timing and its screen stay; only its run can grow. */
export class ShowLiveNotEditableError extends DomainError {
  constructor(readonly showId: string) {
    super('SHOW_LIVE_NOT_EDITABLE', EDIT_TEXTS.liveNotEditable);
  }
}

/** Only a live show's run is extended (a pending one is edited instead). */
export class ShowNotLiveError extends DomainError {
  constructor(readonly showId: string) {
    super('SHOW_NOT_LIVE', EDIT_TEXTS.notLive);
  }
}

/** The extension's end date is before the run's current end. */
export class ShowEndNotLaterError extends DomainError {
  constructor(
    readonly showEnd: string,
    readonly wanted: string,
  ) {
    super('SHOW_END_NOT_LATER', EDIT_TEXTS.endNotLater);
  }
}
