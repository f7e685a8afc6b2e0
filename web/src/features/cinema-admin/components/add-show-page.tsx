import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { movieDetailsQuery } from '@/lib/api/get-movie-details';
import { myCinemasQuery } from '../api/get-cinema-details';
import { LazyAddShowPicker } from './lazy-add-show-picker';
import { AdminPage } from './ui/admin-page';
import { LoadError } from './ui/load-error';
import { cardClass, primaryLinkClass, secondaryLinkClass } from './ui/styles';

// The form shows once the movie and cinemas have loaded: its code loads meanwhile, in parallel, so
// the page's start-up JavaScript stays small.
const loadForm = () => import('./add-show-form');
const AddShowForm = lazy(() => loadForm().then((m) => ({ default: m.AddShowForm })));

/** Admin: schedule a movie on one of their screens, at one timing, over a range of dates. */
export function AddShowPage({ movieId }: { movieId: string }) {
  const movie = useQuery(movieDetailsQuery(movieId));
  const cinemas = useQuery(myCinemasQuery());
  useEffect(() => {
    void loadForm();
  }, []);
  const actions = (
    <Link to={paths.liveYourShow.getHref()} className={secondaryLinkClass}>
      Live Your Show
    </Link>
  );

  if (movie.isPending) return <Spinner label="Loading the movie" />;
  if (!movie.data) return <MovieMissing error={movie.error} onRetry={() => void movie.refetch()} />;
  const thumbnail = movie.data.images.thumbnail;
  return (
    <AdminPage
      title="Add Show"
      actions={actions}
      lead={
        <span className="flex items-center gap-3">
          <img
            src={thumbnail.src}
            srcSet={thumbnail.fallbackSrcSet}
            sizes="48px"
            alt=""
            width={48}
            height={72}
            className="h-18 w-12 shrink-0 rounded-md bg-slate-100 object-cover"
          />
          <span>
            for <span className="font-semibold text-slate-900">{movie.data.movieName}</span>
          </span>
        </span>
      }
    >
      {cinemas.isPending ? (
        <Spinner label="Loading your cinemas" />
      ) : cinemas.error && !cinemas.data ? (
        <LoadError error={cinemas.error} onRetry={() => void cinemas.refetch()} />
      ) : cinemas.data?.length ? (
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <AddShowForm movieId={movieId} movieName={movie.data.movieName} cinemas={cinemas.data} />
        </Suspense>
      ) : (
        <NoCinemas />
      )}
    </AdminPage>
  );
}

/** An unknown movie says so (the spec's 'Movie not found'); other failures offer a retry. */
function MovieMissing({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = !(error instanceof ApiError) || error.status === 404 || error.status === 400;
  return (
    <AdminPage title="Add Show">
      {notFound ? (
        <div className="space-y-6">
          <div role="alert" className={`${cardClass} text-center`}>
            <p className="text-lg font-semibold text-slate-900">{PAGE_TEXTS.movieNotFound}</p>
            <p className="mt-2 text-slate-600">Choose the movie to add a show for.</p>
          </div>
          <LazyAddShowPicker />
        </div>
      ) : (
        <LoadError error={error} onRetry={onRetry} />
      )}
    </AdminPage>
  );
}

function NoCinemas() {
  return (
    <div className={`${cardClass} text-center`}>
      <p className="text-lg font-semibold text-slate-900">You have no cinema yet</p>
      <p className="mt-2 text-slate-600">Add a cinema and set the seats of a screen, then add shows to it.</p>
      <Link to={paths.addCinema.getHref()} className={`${primaryLinkClass} mt-5`}>
        Add Cinema
      </Link>
    </div>
  );
}
