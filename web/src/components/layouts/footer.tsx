import { Link } from 'react-router-dom';
import { SITE } from '@/config/site';
import { FOOTER_GROUPS, HELP_LINKS } from './footer-links';

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8">
        <div className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
          {FOOTER_GROUPS.map((group) => (
            <section key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2
                id={`footer-${group.id}`}
                className="mb-3 text-xs font-semibold tracking-wider text-slate-400 uppercase"
              >
                {group.title}
              </h2>
              <ul className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="inline-flex min-h-11 items-center rounded px-1.5 sm:min-h-8 hover:bg-slate-800 hover:text-white"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <nav aria-label="Help" className="mt-10 border-t border-slate-800 pt-6">
          <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1 text-sm font-medium">
            {HELP_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex min-h-11 items-center rounded px-3 text-slate-200 hover:text-white"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-6 flex flex-col items-center gap-1 text-center text-xs text-slate-400">
          <p>{SITE.credits}</p>
          <p>
            © {SITE.copyrightYear} {SITE.name}. All rights reserved. Movie titles and artwork shown here are
            illustrative.
          </p>
        </div>
      </div>
    </footer>
  );
}
