import { lazy, Suspense } from 'react';

// The picker sits below each page's main content, so its code (and the movie list) comes after.
const AddShowPicker = lazy(() => import('./add-show-picker').then((m) => ({ default: m.AddShowPicker })));

/** The "Add a show" movie picker, loaded on demand. */
export function LazyAddShowPicker() {
  return (
    <Suspense fallback={null}>
      <AddShowPicker />
    </Suspense>
  );
}
