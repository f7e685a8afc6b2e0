import { useQuery } from '@tanstack/react-query';
import type { Movie } from '@cinema/contracts';
import { Spinner } from '@/components/ui/spinner';
import { SITE } from '@/config/site';
import { movieDetailsQuery } from '@/lib/api/get-movie-details';
import { MoreMovies } from './more-movies';
import { MovieHero } from './movie-hero';
import { MoviePeople } from './movie-people';
import { LoadProblem } from './ui/load-problem';
import { sectionTitleClass } from './ui/styles';

/** The spec's movie detail: hero, summary, cast, crew and 'You might also like'. */
export function MovieDetailPage({ movieId }: { movieId: string }) {
  const details = useQuery(movieDetailsQuery(movieId));
  if (details.isPending) return <Spinner label="Loading movie" />;
  if (!details.data) return <LoadProblem error={details.error} onRetry={() => void details.refetch()} />;
  return <MovieDetail movie={details.data} />;
}

function MovieDetail({ movie }: { movie: Movie }) {
  return (
    <article className="animate-fade-in">
      <title>{`${movie.movieName} · Book tickets · ${SITE.name}`}</title>
      <MovieHero movie={movie} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:py-10 lg:px-8">
        <section aria-labelledby="about-title" className="max-w-3xl">
          <h2 id="about-title" className={sectionTitleClass}>
            About the movie
          </h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{movie.summary}</p>
        </section>
        <MoviePeople cast={movie.cast} crew={movie.crew} />
        <MoreMovies movieId={movie._id} genres={movie.genres} />
      </div>
    </article>
  );
}
