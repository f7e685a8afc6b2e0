import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { useAddMovieForm } from '../hooks/use-add-movie-form';
import { LazyMovieFormRest } from './lazy-movie-form-rest';
import { MovieForm } from './movie-form';
import { PageShell } from './ui/page-shell';

/** SuperAdmin: add a movie. The form starts empty on entry and again after each movie added. */
export function AddMoviePage() {
  const form = useAddMovieForm();
  return (
    <PageShell title="Add Movie" lead="Movies appear on the home page and in the movie list once added.">
      <MovieForm key={form.resetCount} form={form} autoFocus={form.resetCount > 0}>
        <LazyMovieFormRest form={form} submitLabel="Add Movie" loadingText={LOADING_TEXTS.adding} />
      </MovieForm>
    </PageShell>
  );
}
