import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router-dom';
import type { AccountType, User } from '@cinema/contracts';
import { AppRoutes, createRoutes } from '@/app/router';
import { AppToaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';
import { queryDefaults } from '@/lib/query-client';

export const makeUser = (accountType: AccountType): User => ({
  _id: `user-${accountType.toLowerCase()}`,
  userName: `Test ${accountType}`,
  contactNumber: '9876543210',
  email: `${accountType.toLowerCase()}@example.com`,
  accountType,
  dob: null,
});

/** Stores a token and user the way a login does (the spec's localStorage keys). */
export function signInAs(accountType: AccountType) {
  localStorage.setItem('token', `token-${accountType}`);
  localStorage.setItem('user', JSON.stringify(makeUser(accountType)));
}

/**
 * A query cache of the test's own with the app's defaults, so no answer carries over from another
 * test; failed reads are not retried (a test says which answer comes next), and nothing is
 * garbage-collected mid-test.
 */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: false, gcTime: Infinity } } });

interface RenderAppOptions {
  path?: string;
  /** Defaults to the app's real route table. */
  routes?: () => RouteObject[];
  /** The query cache the pages read through (a fresh one by default). */
  queryClient?: QueryClient;
}

/** Renders routes in a memory router with the app's providers; `location()` tells where the router is. */
export function renderApp({
  path = '/',
  routes = createRoutes,
  queryClient = createTestQueryClient(),
}: RenderAppOptions = {}) {
  const current: { location: Location | null } = { location: null };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes routes={routes()} />
          <LocationProbe />
        </MemoryRouter>
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  const location = () => current.location!;
  return { ...view, user, location, queryClient };
}
