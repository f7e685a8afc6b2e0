import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Logo } from '@/components/ui/logo';
import { AuthActions } from './auth-actions';
import { CityButton } from './city-button';
import { MobileMenu } from './mobile-menu';
import { HOME_TOP_BAR, accountMenu } from './nav-items';
import { NavList } from './nav-list';
import { SearchBox } from './search-box';
import { useAudience } from './use-audience';

export function Header() {
  const audience = useAudience();
  const onHome = useLocation().pathname === paths.home.path;

  return (
    <header
      data-site-header
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:flex-nowrap sm:gap-x-6 lg:px-8">
        <MobileMenu />
        <Logo />
        <div className="order-last flex w-full items-center gap-1 sm:order-none sm:w-auto sm:flex-1 sm:gap-3">
          <SearchBox className="min-w-0 flex-1 sm:max-w-xl" />
          <CityButton className="shrink-0 sm:ml-auto" />
        </div>
        <div className="ml-auto sm:ml-0">
          <AuthActions />
        </div>
      </div>
      <div className="hidden border-t border-slate-100 bg-slate-50 md:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 lg:px-8">
          {onHome ? (
            <NavList label="Browse" items={HOME_TOP_BAR} variant="bar" className="-ml-3" />
          ) : (
            <span />
          )}
          <NavList label="Account menu" items={accountMenu(audience)} variant="bar" className="-mr-3" />
        </div>
      </div>
    </header>
  );
}
