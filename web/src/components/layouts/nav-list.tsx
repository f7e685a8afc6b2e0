import { NavLink } from 'react-router-dom';
import { ComingSoon } from '@/components/ui/coming-soon';
import type { NavItem } from './nav-items';

interface NavListProps {
  label: string;
  items: readonly NavItem[];
  /** 'bar': a horizontal row (desktop); 'stack': a vertical list (mobile menu). */
  variant: 'bar' | 'stack';
  className?: string;
}

const styles = {
  bar: {
    list: 'flex items-center gap-1',
    link: 'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700',
    active: 'text-brand-700',
    soon: 'inline-flex min-h-11 items-center px-3 text-sm',
  },
  stack: {
    list: 'flex flex-col',
    link: 'flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100',
    active: 'bg-brand-50 text-brand-700',
    soon: 'flex min-h-12 items-center justify-between px-3 text-base',
  },
} as const;

/** A list of navigation entries; untargeted entries render as muted "coming soon" text. */
export function NavList({ label, items, variant, className = '' }: NavListProps) {
  const s = styles[variant];
  return (
    <nav aria-label={label} className={className}>
      <ul className={s.list}>
        {items.map((item) => (
          <li key={item.label}>
            {item.href ? (
              <NavLink to={item.href} className={({ isActive }) => `${s.link} ${isActive ? s.active : ''}`}>
                {item.label}
              </NavLink>
            ) : (
              <ComingSoon className={s.soon}>
                <span>{item.label}</span>
                {variant === 'stack' && (
                  <span aria-hidden="true" className="text-xs font-normal">
                    Coming soon
                  </span>
                )}
              </ComingSoon>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
