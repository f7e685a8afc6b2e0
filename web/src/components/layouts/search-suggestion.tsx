import type { Movie } from '@cinema/contracts';

/** One suggestion: a small poster, the name with the matched part marked, and the genres. */
export function Suggestion({ movie, query }: { movie: Movie; query: string }) {
  const { thumbnail } = movie.images;
  const at = movie.movieName.toLowerCase().indexOf(query.toLowerCase());
  const name =
    at < 0 ? (
      movie.movieName
    ) : (
      <>
        {movie.movieName.slice(0, at)}
        <mark className="bg-transparent font-bold text-brand-700">
          {movie.movieName.slice(at, at + query.length)}
        </mark>
        {movie.movieName.slice(at + query.length)}
      </>
    );
  return (
    <>
      <picture className="shrink-0">
        <source type="image/webp" srcSet={thumbnail.srcSet} sizes="40px" />
        <img
          src={thumbnail.src}
          srcSet={thumbnail.fallbackSrcSet}
          sizes="40px"
          alt=""
          width={40}
          height={60}
          loading="lazy"
          decoding="async"
          className="block h-15 w-10 rounded bg-slate-200 object-cover"
        />
      </picture>
      <span className="min-w-0">
        <span className="block truncate font-semibold text-slate-900">{name}</span>
        <span className="block truncate text-sm text-slate-600">{movie.genres.join(' / ')}</span>
      </span>
    </>
  );
}
