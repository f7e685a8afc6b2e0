import { accountsProjection } from './accounts/account/accounts.projection.ts';
import { citiesProjection } from './catalog/cities/cities.projection.ts';
import { moviesProjection } from './catalog/movies/movies.projection.ts';
import type { Projection } from './infra/projection.ts';

/** Every read model the projector maintains. */
export const allProjections: readonly Projection[] = [citiesProjection, moviesProjection, accountsProjection];
