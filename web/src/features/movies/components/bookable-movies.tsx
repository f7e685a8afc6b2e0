import type { Movie } from '@cinema/contracts';
import { LIMITS } from '@cinema/contracts/browser';
import { MovieCard } from './movie-card';
import { sectionTitleClass } from './ui/styles';

/** 'Movies you can book': up to 6 films with shows to book, soonest first; nothing when none has. */
export function BookableMovies({ movies }: { movies: readonly Movie[] }) {
  const picks = movies
    .filter((movie) => movie.nextShowDate)
    .sort((a, b) => a.nextShowDate!.localeCompare(b.nextShowDate!))
    .slice(0, LIMITS.youMightAlsoLike);
  if (!picks.length) return null;
  return (
    <section aria-labelledby="bookable-title" className="mt-10">
      <h2 id="bookable-title" className={sectionTitleClass}>
        Movies you can book
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {picks.map((movie) => (
          <li key={movie._id}>
            <MovieCard movie={movie} />
          </li>
        ))}
      </ul>
    </section>
  );
}
