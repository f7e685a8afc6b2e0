import { SCREEN_MESSAGES } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

/** The screen was retired: no new shows, no new seats and prices, no new name. */
export class ScreenRetiredError extends DomainError {
  constructor(readonly screenId: string) {
    super('SCREEN_RETIRED', SCREEN_MESSAGES.screenRetiredAlready);
  }
}

export class ScreenNameTakenError extends DomainError {
  constructor(readonly screenName: string) {
    super('SCREEN_NAME_TAKEN', SCREEN_MESSAGES.screenNameTaken, { name: SCREEN_MESSAGES.screenNameTaken });
  }
}

export class TooManyScreensError extends DomainError {
  constructor(readonly max: number) {
    super('TOO_MANY_SCREENS', SCREEN_MESSAGES.tooManyScreens(max));
  }
}

export class LastScreenError extends DomainError {
  constructor(readonly screenId: string) {
    super('LAST_SCREEN', SCREEN_MESSAGES.lastScreen);
  }
}

/** Shows pending or live with dates still to come: an operator cancels them (or waits) first. */
export class ScreenHasShowsError extends DomainError {
  constructor(
    readonly screenId: string,
    screenName: string,
    readonly shows: readonly string[],
  ) {
    super('SCREEN_HAS_SHOWS', SCREEN_MESSAGES.screenHasShows(screenName, shows));
  }
}
