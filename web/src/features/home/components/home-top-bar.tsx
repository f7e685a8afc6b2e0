import { NavLink } from 'react-router-dom';
import { HOME_TOP_BAR } from '@/components/layouts/nav-items';
import { ComingSoon } from '@/components/ui/coming-soon';

/** The home top bar on small screens (the header shows it on wider ones), as a row of chips. */
export function HomeTopBar() {
  return (
    <nav aria-label="Browse" className="border-b border-slate-200 bg-white md:hidden">
      <ul className="flex gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none]">
        {HOME_TOP_BAR.map((item) => (
          <li key={item.label} className="shrink-0">
            {item.href ? (
              <NavLink
                to={item.href}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white"
              >
                {item.label}
              </NavLink>
            ) : (
              <ComingSoon className="inline-flex min-h-11 items-center rounded-full border border-slate-200 px-4 text-sm">
                {item.label}
              </ComingSoon>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
