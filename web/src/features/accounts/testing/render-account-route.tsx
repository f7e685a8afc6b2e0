import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, expect, vi } from 'vitest';
import { AppToaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';
import { ForgotPasswordPage } from '../components/forgot-password-page';
import { LoginPage } from '../components/login-page';
import { OtpPage } from '../components/otp-page';
import { ProfilePage } from '../components/profile-page';
import { SignupPage } from '../components/signup-page';
import { paths } from '@/config/paths';

// The shared setup (src/testing/setup-tests.ts) unmounts and clears storage; these are ours to undo.
afterEach(() => {
  toast.remove(); // react-hot-toast keeps one store per module, so toasts outlive the render
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Shows where the router is, so tests can assert navigation. */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

interface RenderOptions {
  /** Pass `vi.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => unknown;
  state?: unknown;
}

/** Renders the account screens (and stand-ins for the shell's pages) at a path, with the app's providers. */
export function renderAccountRoute(path: string, { advanceTimers, state }: RenderOptions = {}) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <AuthProvider>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={paths.home.path} element={<h1>Home page</h1>} />
          <Route path={paths.signup.path} element={<SignupPage />} />
          <Route path={paths.otp.path} element={<OtpPage />} />
          <Route path={paths.login.path} element={<LoginPage />} />
          <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
          <Route path={paths.profile.path} element={<ProfilePage />} />
          <Route path={paths.termsConditions.path} element={<h1>Terms page</h1>} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
      <AppToaster />
    </AuthProvider>,
  );
  const currentPath = () => view.getByTestId('current-path').textContent;
  return {
    user,
    ...view,
    currentPath,
    /** Waits for a navigation (React Router applies it in a transition, after other updates). */
    expectPath: (path: string) => waitFor(() => expect(currentPath()).toBe(path)),
  };
}
