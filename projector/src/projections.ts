import { accountsProjection } from './accounts/accounts.projection.ts';
import { citiesProjection } from './catalog/cities.projection.ts';
import type { Projection } from './projection.ts';

/** Every read model the projector maintains. */
export const allProjections: readonly Projection[] = [citiesProjection, accountsProjection];
