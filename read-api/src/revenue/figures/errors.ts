import { REVENUE_TEXTS } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

export class RevenueCityNotFoundError extends DomainError {
  constructor(readonly cityId: string) {
    super('CITY_NOT_FOUND', REVENUE_TEXTS.cityNotFound);
  }
}

/** No Admin account has this id (a Viewer's or SuperAdmin's id is not an admin either). */
export class AdminNotFoundError extends DomainError {
  constructor(readonly userId: string) {
    super('ADMIN_NOT_FOUND', REVENUE_TEXTS.adminNotFound);
  }
}

/** An Admin asked for another account's revenue. */
export class NotYourRevenueError extends DomainError {
  constructor(readonly userId: string) {
    super('NOT_YOUR_REVENUE', REVENUE_TEXTS.notYourRevenue);
  }
}
