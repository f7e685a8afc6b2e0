import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Logo } from '@/components/ui/logo';
import { AuthActions } from './auth-actions';
import { MobileMenu } from './mobile-menu';
import { HOME_TOP_BAR, accountMenu } from './nav-items';
import { NavList } from './nav-list';
import { SearchBox } from './search-box';
import { useAudience } from './use-audience';

export function Header() {
  const audience = useAudience();
  const onHome = useLocation().pathname === paths.home.path;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:flex-nowrap sm:gap-x-6 lg:px-8">
        <MobileMenu />
        <Logo />
        <SearchBox className="order-last w-full sm:order-none sm:max-w-xl sm:flex-1" />
        <div className="ml-auto">
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
