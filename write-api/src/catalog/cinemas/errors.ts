import { SERVER_MESSAGES } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

export class CityNotFoundError extends DomainError {
  constructor(readonly cityId: string) {
    super('CITY_NOT_FOUND', SERVER_MESSAGES.cityNotFound);
  }
}

export class CinemaNotFoundError extends DomainError {
  constructor(readonly cinemaId: string) {
    super('CINEMA_NOT_FOUND', SERVER_MESSAGES.cinemaNotFound);
  }
}

export class ScreenNotFoundError extends DomainError {
  constructor(readonly screenId: string) {
    super('SCREEN_NOT_FOUND', SERVER_MESSAGES.screenNotFound);
  }
}

/** Another admin's cinema (its screens and shows included). */
export class NotYourCinemaError extends DomainError {
  constructor(
    readonly cinemaId: string,
    readonly adminId: string,
  ) {
    super('NOT_YOUR_CINEMA', SERVER_MESSAGES.notYourCinema);
  }
}

/** The screen changed since the version the client edited (its If-Match). */
export class StaleScreenVersionError extends DomainError {
  constructor(
    readonly screenId: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super('STALE_VERSION', SERVER_MESSAGES.staleVersion);
  }
}
