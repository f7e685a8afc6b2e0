import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AccountType, User } from '@cinema/contracts';
import { createRoutes } from '@/app/router';
import { AppToaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';

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

interface RenderAppOptions {
  path?: string;
  /** Defaults to the app's real route table. */
  routes?: (queryClient: QueryClient) => RouteObject[];
}

/** Renders routes in a memory router with the app's providers; returns the router to inspect its location. */
export function renderApp({ path = '/', routes = createRoutes }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  const location = () => router.state.location;
  return { ...view, user, router, location };
}
