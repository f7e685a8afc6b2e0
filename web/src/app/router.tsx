import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/components/layouts/root-layout';
import { paths } from '@/config/paths';
import { notFoundModule, routeModules } from './route-modules';

// React Router's declarative mode: the data router (loaders, actions) is 18 KB gz more start-up
// JavaScript; pages load their data themselves.
type PageName = keyof typeof routeModules;
const pages = {} as Record<PageName, LazyExoticComponent<ComponentType>>;
declare global {
  interface Window {
    /** Set by index.html's route map (build/route-preloads.ts): preloads a page's files. */
    __preloadRoute?: (pathname: string) => void;
  }
}

// The page's chunk and what it imports, fetched in parallel: the entry carries no dependency lists.
const loadPage = (name: PageName) => () => {
  window.__preloadRoute?.(location.pathname);
  return routeModules[name]();
};
for (const name of Object.keys(routeModules) as PageName[]) pages[name] = lazy(loadPage(name));
const NotFound = lazy(notFoundModule);

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...(Object.keys(pages) as PageName[]).map((name) => {
          const Page = pages[name];
          return { path: paths[name].path, element: <Page /> };
        }),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

const appRoutes = createRoutes();

/** The app's routes inside whichever router the caller gives (the browser's, or a test's memory router). */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
