import { waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { useLocation, useParams } from 'react-router-dom';
import { afterEach, expect, vi } from 'vitest';
import type { AccountType } from '@cinema/contracts';
import { paths } from '@/config/paths';
import { renderApp, signInAs } from '@/testing/test-utils';
import { EXPLORE_GROUPS, type ExploreGroup } from '@/components/layouts/footer-links';
import { FooterCategoryPage } from '../components/footer-category-page';
import { MovieDetailPage } from '../components/movie-detail-page';
import { ShowsPage } from '../components/shows-page';

// The shared setup unmounts and clears storage; these are ours to undo.
afterEach(() => {
  toast.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Where a link led, for pages another feature owns. */
function StandIn({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <h1>{`${name} ${pathname}${search}`}</h1>;
}

// As app/routes/ mounts the pages (features do not import the app).
function MovieDetailAt() {
  const { movieId = '' } = useParams();
  return <MovieDetailPage key={movieId} movieId={movieId} />;
}
function ShowsAt() {
  const { movieId = '' } = useParams();
  return <ShowsPage key={movieId} movieId={movieId} />;
}

function FooterCategoryAt() {
  const { group = '', slug = '' } = useParams();
  expect(EXPLORE_GROUPS).toContain(group);
  return <FooterCategoryPage key={`${group}/${slug}`} group={group as ExploreGroup} slug={slug} />;
}

const movieRoutes = () => [
  { path: paths.footerCategory.path, element: <FooterCategoryAt /> },
  { path: paths.movieDetail.path, element: <MovieDetailAt /> },
  { path: paths.movieById.path, element: <MovieDetailAt /> },
  { path: paths.shows.path, element: <ShowsAt /> },
  { path: paths.seats.path, element: <StandIn name="Seat page" /> },
  { path: paths.updateMovie.path, element: <StandIn name="Update Movie page" /> },
  { path: paths.addShow.path, element: <StandIn name="Add Show page" /> },
  { path: paths.movies.path, element: <StandIn name="Movies page" /> },
];

/** Renders the movie pages at a path, as a visitor or signed in with an account type. */
export function renderMoviesRoute(path: string, accountType?: AccountType) {
  if (accountType) signInAs(accountType);
  const view = renderApp({ path, routes: movieRoutes });
  return {
    ...view,
    /** Waits for a navigation (React Router applies it in a transition, after other updates). */
    expectPath: (href: string) =>
      waitFor(() => expect(view.location().pathname + view.location().search).toBe(href)),
  };
}
