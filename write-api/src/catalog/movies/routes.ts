import { SERVER_MESSAGES } from '@cinema/contracts';
import { expectedVersionFrom, versionEtag, type RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { addMovie, updateMovie } from './commands.ts';
import { ImagesRequiredError } from './decide.ts';
import { imageSource } from './movie-images.ts';

export const movieRoutes = (deps: WriteDeps): RouteHandlers => ({
  addMovie: async ({ thumbnailImage, bannerImage, ...fields }, { caller, res }) => {
    const images = { thumbnailImage: imageSource(thumbnailImage), bannerImage: imageSource(bannerImage) };
    if (!images.thumbnailImage || !images.bannerImage) throw new ImagesRequiredError();
    const { movie, position } = await addMovie(
      deps,
      fields,
      { thumbnailImage: images.thumbnailImage, bannerImage: images.bannerImage },
      caller?.accountId ?? null,
    );
    res.status(201).set('ETag', versionEtag(movie.version));
    return { success: true, message: SERVER_MESSAGES.movieAdded, data: movie, position };
  },
  updateMovie: async ({ thumbnailImage, bannerImage, ...fields }, { caller, req, res }) => {
    const expectedVersion = expectedVersionFrom(req.get('If-Match'));
    const images = { thumbnailImage: imageSource(thumbnailImage), bannerImage: imageSource(bannerImage) };
    const { movie, position } = await updateMovie(
      deps,
      fields,
      images,
      caller?.accountId ?? null,
      expectedVersion,
    );
    res.set('ETag', versionEtag(movie.version));
    return { success: true, message: SERVER_MESSAGES.movieUpdated, data: movie, position };
  },
});
