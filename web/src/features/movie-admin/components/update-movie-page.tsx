import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { LinkButton } from '@/components/form/submit-button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { movieDetailsQuery } from '@/lib/api/get-movie-details';
import { PageShell } from './ui/page-shell';

// The form cannot show before the movie arrives, so its code loads alongside the movie, not before.
const loadForm = () => import('./update-movie-form');
const UpdateMovieForm = lazy(() => loadForm().then((m) => ({ default: m.UpdateMovieForm })));

const TITLE = 'Update Movie';
const loading = <Spinner label="Loading movie" />;

/** SuperAdmin: edit a movie, prefilled from the server; each save's answer replaces it. */
export function UpdateMoviePage() {
  const { movieId = '' } = useParams();
  const details = useQuery(movieDetailsQuery(movieId));
  useEffect(() => {
    void loadForm();
  }, []);

  if (details.isPending) return <PageShell title={TITLE}>{loading}</PageShell>;
  const movie = details.data;
  if (!movie) {
    const missing = !(details.error instanceof ApiError) || details.error.status === 404;
    return (
      <PageShell title={TITLE}>
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p role="alert" className="text-lg font-semibold text-slate-900">
            {missing ? PAGE_TEXTS.movieDetailsNotFound : (details.error as ApiError).message}
          </p>
          {!missing && <LinkButton onClick={() => void details.refetch()}>Try again</LinkButton>}
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell title={TITLE} lead={`Editing ${movie.movieName}.`}>
      <Suspense fallback={loading}>
        {/* A new version (after a save, or someone else's) starts the form again from the server's copy. */}
        <UpdateMovieForm key={`${movie._id}@${movie.version}`} movie={movie} />
      </Suspense>
    </PageShell>
  );
}
