import type { Movie } from '@cinema/contracts';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { useUpdateMovieForm } from '../hooks/use-update-movie-form';
import { MovieForm } from './movie-form';
import { MovieFormRest } from './movie-form-rest';

/**
 * The update form for one loaded version of a movie, with its current images. This code loads
 * only once the movie has arrived, so the whole form comes in one piece.
 */
export function UpdateMovieForm({ movie }: { movie: Movie }) {
  const form = useUpdateMovieForm(movie);
  return (
    <MovieForm form={form}>
      <MovieFormRest
        form={form}
        current={movie.images}
        submitLabel="Update Movie"
        loadingText={LOADING_TEXTS.updating}
      />
    </MovieForm>
  );
}
