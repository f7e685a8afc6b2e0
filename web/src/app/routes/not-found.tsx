import { Link } from 'react-router-dom';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';

export default function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <title>{`${PAGE_TEXTS.notFound} · ${SITE.name}`}</title>
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{PAGE_TEXTS.notFound}</h1>
      <p className="mt-3 text-slate-600">
        The show you are looking for has left the building, or never opened here.
      </p>
      <Link
        to={paths.home.getHref()}
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {PAGE_TEXTS.backToHome}
      </Link>
    </section>
  );
}
