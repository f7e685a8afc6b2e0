import { waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router-dom';
import { afterEach, expect, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp, signInAs } from '@/testing/test-utils';
import { AddCinemaPage } from '../components/add-cinema-page';
import { AddShowPage } from '../components/add-show-page';
import { AdminCinemasPage } from '../components/admin-cinemas-page';
import { LiveYourShowPage } from '../components/live-your-show-page';
import { UpdateScreenPage } from '../components/update-screen-page';

// The shared setup unmounts and clears storage; these are ours to undo.
afterEach(() => {
  toast.remove(); // react-hot-toast keeps one store per module, so toasts outlive the render
  vi.unstubAllGlobals();
});

function UpdateScreenAt() {
  const { cinemaId = '', screenId = '' } = useParams();
  return <UpdateScreenPage cinemaId={cinemaId} screenId={screenId} />;
}

function AddShowAt() {
  const { movieId = '' } = useParams();
  return <AddShowPage key={movieId} movieId={movieId} />;
}

const adminRoutes = () => [
  { path: paths.addCinema.path, element: <AddCinemaPage /> },
  { path: paths.adminCinemas.path, element: <AdminCinemasPage /> },
  { path: paths.updateScreen.path, element: <UpdateScreenAt /> },
  { path: paths.addShow.path, element: <AddShowAt /> },
  { path: paths.liveYourShow.path, element: <LiveYourShowPage /> },
];

/** Renders the admin screens at a path, signed in as an Admin, with the app's providers. */
export function renderAdminRoute(path: string) {
  signInAs('Admin');
  const view = renderApp({ path, routes: adminRoutes });
  return {
    ...view,
    /** Waits for a navigation (React Router applies it in a transition, after other updates). */
    expectPath: (pathname: string) => waitFor(() => expect(view.location().pathname).toBe(pathname)),
  };
}
