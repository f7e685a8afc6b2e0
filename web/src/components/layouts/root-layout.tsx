import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { Spinner } from '@/components/ui/spinner';
import { BottomBar } from './bottom-bar';
import { Header } from './header';

// Below the fold (the page area is a screen tall), so it loads after the page, not at start-up.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** Scrolls to the top when the path changes (not on a query or hash change). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Header, page, footer and the mobile bottom bar. The page area is at least a screen tall, so the
 * footer starts below the fold while a page's chunk loads and does not jump when the page arrives.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col pb-bottom-bar md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner label="Loading page" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomBar />
      <ScrollToTop />
    </div>
  );
}
