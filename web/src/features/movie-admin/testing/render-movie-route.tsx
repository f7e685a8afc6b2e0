import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { RequireRole } from '@/components/guards/require-role';
import { paths } from '@/config/paths';
import { renderApp, signInAs } from '@/testing/test-utils';
import { AddMoviePage } from '../components/add-movie-page';
import { UpdateMoviePage } from '../components/update-movie-page';

// The shared setup (src/testing/setup-tests.ts) unmounts and clears storage; these are ours to undo.
afterEach(() => {
  toast.remove(); // react-hot-toast keeps one store per module, so toasts outlive the render
  vi.unstubAllGlobals();
});

const routes = () => [
  { path: paths.home.path, element: <h1>Home page</h1> },
  { path: paths.login.path, element: <h1>Login page</h1> },
  {
    element: <RequireRole role="SuperAdmin" />,
    children: [
      { path: paths.addMovie.path, element: <AddMoviePage /> },
      { path: paths.updateMovie.path, element: <UpdateMoviePage /> },
    ],
  },
];

/** Renders the movie pages at a path, signed in as a SuperAdmin, with the app's providers. */
export function renderMovieRoute(path: string) {
  signInAs('SuperAdmin');
  return renderApp({ path, routes });
}
