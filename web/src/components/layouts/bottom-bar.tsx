import { NavLink } from 'react-router-dom';
import { ChartIcon, FilmIcon, HomeIcon, TicketIcon, UserIcon } from '@/components/ui/icons';
import { bottomBarItems, type BottomIcon } from './nav-items';
import { useAudience } from './use-audience';

const ICONS: Record<BottomIcon, typeof HomeIcon> = {
  home: HomeIcon,
  movies: FilmIcon,
  revenue: ChartIcon,
  tickets: TicketIcon,
  profile: UserIcon,
};

/** The fixed mobile bottom bar (below md). The layout pads the page so it never covers content. */
export function BottomBar() {
  const items = bottomBarItems(useAudience());
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.06)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md">
        {items.map(({ label, href, icon, detour }) => {
          const Icon = ICONS[icon];
          return (
            <li key={label} className="flex-1">
              <NavLink
                to={href}
                end={href === '/'}
                // A detour is a plain link there: NavLink would mark it as the current page.
                {...(detour ? { 'aria-current': false as const } : {})}
                className={({ isActive }) =>
                  `flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
                    isActive && !detour ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'
                  }`
                }
              >
                <Icon className="size-6" />
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
