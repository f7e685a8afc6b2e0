import { lazy, Suspense } from 'react';
import { SITE } from '@/config/site';
import { HomeBanners } from '@/features/home/components/home-banners';
import { HomeTopBar } from '@/features/home/components/home-top-bar';
import { RecommendedMoviesFallback } from '@/features/movies/components/recommended-movies-frame';

// Below the banners, so they load after the page: the home chunk stays small (the start-up budget).
const RecommendedMovies = lazy(() => import('@/features/movies/components/recommended-movies'));
const HomeShowcase = lazy(() => import('@/features/home/components/home-showcase'));

/** Home composes its sections: banners, the catalog's recommended movies, then the fixed showcase. */
export default function HomeRoute() {
  return (
    <>
      <title>{`${SITE.name} · Book movie tickets in Indore and across India`}</title>
      <h1 className="sr-only">{SITE.name}: movie tickets</h1>
      <HomeTopBar />
      <HomeBanners />
      <Suspense fallback={<RecommendedMoviesFallback />}>
        <RecommendedMovies />
      </Suspense>
      <Suspense fallback={<div className="min-h-[60rem]" />}>
        <HomeShowcase />
      </Suspense>
    </>
  );
}
