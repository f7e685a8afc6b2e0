import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUARDS } from '@cinema/contracts';
import { renderApp, signInAs } from '@/testing/test-utils';
import { RequireRole } from './require-role';

const routes = () => [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <h1>Login</h1> },
  {
    path: '/admin-revenue',
    element: (
      <RequireRole role="Admin">
        <h1>Admin revenue</h1>
      </RequireRole>
    ),
  },
  {
    element: <RequireRole role="SuperAdmin" />,
    children: [{ path: '/cities-revenue', element: <h1>Cities revenue</h1> }],
  },
];

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => vi.unstubAllGlobals());

describe('RequireRole', () => {
  it('sends a visitor with no token to /login without alerting', async () => {
    const { location } = renderApp({ path: '/admin-revenue', routes });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts the Admin text and sends a Viewer home from an Admin route', async () => {
    signInAs('Viewer');
    const { location } = renderApp({ path: '/admin-revenue', routes });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(GUARDS.admin);
  });

  it('alerts the SuperAdmin text and sends an Admin home from a SuperAdmin route', async () => {
    signInAs('Admin');
    const { location } = renderApp({ path: '/cities-revenue', routes });
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(GUARDS.superAdmin);
    expect(screen.queryByRole('heading', { name: 'Cities revenue' })).not.toBeInTheDocument();
  });

  it('treats a SuperAdmin as the wrong account type for Admin routes', async () => {
    signInAs('SuperAdmin');
    renderApp({ path: '/admin-revenue', routes });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(GUARDS.admin);
  });

  it('renders the screen (children or child routes) for the right account type', async () => {
    signInAs('Admin');
    renderApp({ path: '/admin-revenue', routes });
    expect(await screen.findByRole('heading', { name: 'Admin revenue' })).toBeInTheDocument();

    localStorage.clear();
    signInAs('SuperAdmin');
    renderApp({ path: '/cities-revenue', routes });
    expect(await screen.findByRole('heading', { name: 'Cities revenue' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
