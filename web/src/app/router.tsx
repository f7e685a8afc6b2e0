import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RouteError } from '@/components/errors/route-error';
import { RootLayout } from '@/components/layouts/root-layout';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/** A route file: a default-exported screen, and optionally a loader that prefetches through the query client. */
interface RouteModule {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

const PageSpinner = () => <Spinner label="Loading page" />;

/** A lazily loaded route file (its own chunk), mapped onto React Router's route properties. */
const lazyPage = (queryClient: QueryClient, load: () => Promise<RouteModule>) => ({
  HydrateFallback: PageSpinner,
  lazy: async () => {
    const { default: Component, clientLoader } = await load();
    return clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component };
  },
});

/** Account screens (app/routes/{signup,otp,login,profile,forgot-password}.tsx), built alongside the shell. */
const accountRoutes = (queryClient: QueryClient): RouteObject[] => [
  { path: paths.signup.path, ...lazyPage(queryClient, () => import('./routes/signup')) },
  { path: paths.otp.path, ...lazyPage(queryClient, () => import('./routes/otp')) },
  { path: paths.login.path, ...lazyPage(queryClient, () => import('./routes/login')) },
  { path: paths.profile.path, ...lazyPage(queryClient, () => import('./routes/profile')) },
  { path: paths.forgotPassword.path, ...lazyPage(queryClient, () => import('./routes/forgot-password')) },
];

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (load: () => Promise<RouteModule>) => lazyPage(queryClient, load);
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageSpinner,
      children: [
        { path: paths.home.path, ...page(() => import('./routes/home')) },
        ...accountRoutes(queryClient),
        { path: paths.aboutUs.path, ...page(() => import('./routes/about-us')) },
        { path: paths.contactUs.path, ...page(() => import('./routes/contact-us')) },
        { path: paths.currentOpening.path, ...page(() => import('./routes/current-opening')) },
        { path: paths.faqs.path, ...page(() => import('./routes/faqs')) },
        { path: paths.termsConditions.path, ...page(() => import('./routes/terms-conditions')) },
        { path: paths.privacyPolicy.path, ...page(() => import('./routes/privacy-policy')) },
        { path: paths.addCity.path, ...page(() => import('./routes/add-city')) },
        { path: '*', ...page(() => import('./routes/not-found')) },
      ],
    },
  ];
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  return <RouterProvider router={router} />;
}
