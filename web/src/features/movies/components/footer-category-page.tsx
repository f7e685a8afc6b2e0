import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { City, Movie } from '@cinema/contracts';
import { labelOf, slugify, type ExploreGroup } from '@/components/layouts/footer-links';
import { matchMovies } from '@/components/layouts/match-movies';
import { Spinner } from '@/components/ui/spinner';
import { SITE } from '@/config/site';
import { paths } from '@/config/paths';
import { citiesQuery } from '@/lib/api/get-cities';
import { moviesQuery } from '@/lib/api/get-movies';
import { chooseCity } from '@/lib/city';
import { searchText } from '@/lib/search-text';
import { BookableMovies } from './bookable-movies';
import { primaryLinkClass } from './ui/styles';

interface FooterCategoryPageProps {
  group: ExploreGroup;
  slug: string;
}

const EMPTY_TEXT: Record<ExploreGroup, (label: string) => [title: string, body: string]> = {
  movie: (label) => [`${label} is not showing yet`, 'It has no shows on Cine Yatra yet.'],
  genre: (label) => [`No ${label} movies yet`, 'No cinema is showing one right now.'],
  language: (label) => [`No movies in ${label} yet`, 'No cinema is showing one right now.'],
  sport: (label) => [`No ${label} events yet`, 'Cine Yatra sells movie tickets for now; sports are coming.'],
  city: (label) => [`Cine Yatra is not in ${label} yet`, 'Choose a city where cinemas show movies:'],
  country: (label) => [`Cine Yatra is not in ${label} yet`, 'We sell tickets for cinemas in India.'],
};

const has = (values: readonly string[], slug: string) =>
  values.some((value) => searchText(value) === searchText(slug));

/** Where a link with something behind it goes on to; null when there is nothing to show. */
function destination(group: ExploreGroup, slug: string, movies: readonly Movie[]) {
  if (group === 'movie' && matchMovies(movies, slug, 1).length)
    return paths.movies.getHref({ q: labelOf(slug) });
  if (group === 'genre' && movies.some((m) => has(m.genres, slug)))
    return paths.movies.getHref({ genre: slug });
  if (group === 'language' && movies.some((m) => has(m.supportingLanguages, slug)))
    return paths.movies.getHref({ language: slug });
  return null;
}

/**
 * A footer category: sends a link with something behind it on (a listed city becomes the viewer's
 * city, a title is searched, a genre or language filters the movie list) and says plainly, on a
 * page of its own, when we list nothing for it, with the movies a viewer can book instead.
 */
export function FooterCategoryPage({ group, slug }: FooterCategoryPageProps) {
  const movies = useQuery(moviesQuery());
  const cities = useQuery({ ...citiesQuery(), enabled: group === 'city' });
  if (movies.isPending || (group === 'city' && cities.isPending)) return <Spinner label="Loading" />;
  const label = labelOf(slug);
  const city = cities.data?.find((c) => slugify(c.cityName) === slugify(label));
  if (group === 'city' && city) return <ChooseCity city={city} />;
  const next = destination(group, slug, movies.data ?? []);
  if (next) return <Navigate to={next} replace />;

  const [title, body] = EMPTY_TEXT[group](label);
  return (
    <div className="animate-fade-in mx-auto max-w-7xl px-4 py-10 lg:px-8">
      <title>{`${title} · ${SITE.name}`}</title>
      <section className="rounded-2xl bg-white px-4 py-10 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-slate-600">{body}</p>
        {group === 'city' && cities.data && <CityChoices cities={cities.data} />}
        <Link to={paths.movies.getHref()} className={`${primaryLinkClass} mt-6`}>
          See all movies
        </Link>
      </section>
      <BookableMovies movies={movies.data ?? []} />
    </div>
  );
}

/** A listed city: it becomes the viewer's city, and the movie list follows. */
function ChooseCity({ city }: { city: City }) {
  const navigate = useNavigate();
  useEffect(() => {
    chooseCity({ cityId: city._id, cityName: city.cityName });
    navigate(paths.movies.getHref(), { replace: true });
  }, [city, navigate]);
  return <Spinner label={`Choosing ${city.cityName}`} />;
}

function CityChoices({ cities }: { cities: City[] }) {
  const navigate = useNavigate();
  return (
    <ul aria-label="Cities" className="mt-4 flex flex-wrap justify-center gap-2">
      {cities.map((city) => (
        <li key={city._id}>
          <button
            type="button"
            onClick={() => {
              chooseCity({ cityId: city._id, cityName: city.cityName });
              navigate(paths.movies.getHref());
            }}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-medium text-brand-700 hover:border-brand-500"
          >
            {city.cityName}
          </button>
        </li>
      ))}
    </ul>
  );
}
