import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';

/** Header, page, footer and the mobile bottom bar; scrolls to top on navigation (ScrollRestoration). */
export function RootLayout() {
  const navigating = useNavigation().state !== 'idle';
  return (
    <div className="flex min-h-dvh flex-col pb-bottom-bar md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {navigating && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 bg-brand-600 motion-safe:animate-pulse"
        />
      )}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <ScrollRestoration />
    </div>
  );
}
