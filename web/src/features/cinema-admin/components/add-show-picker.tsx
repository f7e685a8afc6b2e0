import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SelectField } from '@/components/form/select-field';
import { paths } from '@/config/paths';
import { moviesQuery } from '@/lib/api/get-movies';
import { cardClass } from './ui/styles';

/**
 * Where an admin starts adding a show: pick a movie, go to its Add Show page. (The spec's entry is
 * the 'Add Show' button of the movie detail page; this one is on the admin's own screens.)
 */
export function AddShowPicker() {
  const headingId = useId();
  const movies = useQuery(moviesQuery());
  const navigate = useNavigate();
  const [movieId, setMovieId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!movieId) return setError('Select a movie');
    navigate(paths.addShow.getHref(movieId));
  };

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Add a show
      </h2>
      <p className="mt-1 text-sm text-slate-600">Choose a movie to schedule it on one of your screens.</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <SelectField
            label="Movie"
            name="movieId"
            value={movieId}
            error={error}
            disabled={movies.isPending}
            hint={
              movies.isPending
                ? 'Loading movies…'
                : movies.isError && !movies.data
                  ? 'The movies could not be loaded. Reload the page to try again.'
                  : undefined
            }
            onChange={(event) => {
              setMovieId(event.target.value);
              setError(null);
            }}
          >
            <option value="">Select a movie</option>
            {movies.data?.map((movie) => (
              <option key={movie._id} value={movie._id}>
                {movie.movieName}
              </option>
            ))}
          </SelectField>
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 sm:mt-7"
        >
          Continue to Add Show
        </button>
      </form>
    </section>
  );
}
