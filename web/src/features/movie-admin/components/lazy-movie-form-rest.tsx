import { lazy, Suspense } from 'react';
import type { MovieFormRestProps } from './movie-form-rest';
import { FormSection } from './ui/form-section';

// All below the Details card, so off screen at first paint: this code comes after the page's,
// keeping the Add Movie route's start-up JavaScript within budget (scripts/check-web-budget.mjs).
const MovieFormRest = lazy(() => import('./movie-form-rest').then((m) => ({ default: m.MovieFormRest })));

/** The rest of the movie form, loaded on demand, with a same-sized skeleton until it arrives. */
export function LazyMovieFormRest(props: MovieFormRestProps) {
  return (
    <Suspense fallback={<MovieFormRestSkeleton />}>
      <MovieFormRest {...props} />
    </Suspense>
  );
}

const block = 'rounded-xl bg-slate-100';

// The empty form's heights: cast and crew (stacked on phones, the crew's fields in one row from
// sm); an image field's label above its preview (pt-7), caption, file input and hint below (pb-24);
// the 44 px submit button.
function MovieFormRestSkeleton() {
  return (
    <>
      <FormSection title="Cast and crew">
        <div aria-hidden="true" className={`h-91 animate-pulse sm:h-56.5 ${block}`} />
      </FormSection>
      <FormSection title="Images">
        <div aria-hidden="true" className="grid animate-pulse gap-6 sm:grid-cols-[15rem_minmax(0,1fr)]">
          <div className="pt-7 pb-24">
            <div className={`aspect-2/3 w-32 ${block}`} />
          </div>
          <div className="pt-7 pb-24">
            <div className={`aspect-video ${block}`} />
          </div>
        </div>
      </FormSection>
      <div aria-hidden="true" className="flex justify-end">
        <div className={`h-11 w-full sm:w-44 ${block}`} />
      </div>
    </>
  );
}
