import { SALES_TEXTS } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

export class SalesCinemaNotFoundError extends DomainError {
  constructor(readonly cinemaId: string) {
    super('CINEMA_NOT_FOUND', SALES_TEXTS.cinemaNotFound);
  }
}

export class SalesScreeningNotFoundError extends DomainError {
  constructor(readonly screeningId: string) {
    super('SCREENING_NOT_FOUND', SALES_TEXTS.screeningNotFound);
  }
}

/** An Admin asked for the sales of a cinema that is not theirs. */
export class NotYourCinemaSalesError extends DomainError {
  constructor(readonly cinemaId: string) {
    super('NOT_YOUR_CINEMA', SALES_TEXTS.notYourCinema);
  }
}
