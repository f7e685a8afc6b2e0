import { ScrollRow } from '@/components/ui/scroll-row';
import { TRAILERS } from '../trailers';

/**
 * The spec's 5 trailers. Each opens on YouTube in a new tab: the page never loads a third-party
 * frame, and the Content-Security-Policy (no frame-src beyond 'self') would block one anyway.
 */
export function Trailers() {
  return (
    <section aria-labelledby="trailers-title">
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <h2 id="trailers-title" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          Trailers
        </h2>
        <p className="mt-1 text-sm text-slate-600">Open movies from the Blender Studio, on YouTube</p>
        <ScrollRow label="Trailers" columns="md:grid-cols-3 lg:grid-cols-5" className="mt-4">
          {TRAILERS.map((trailer) => (
            <li key={trailer.index} className="w-64 shrink-0 snap-start sm:w-72 md:w-auto">
              <a
                href={trailer.watchUrl}
                target="_blank"
                rel="noopener noreferrer"
                // relative: its sr-only text (absolute) stays inside the scroll row; without a positioned
                // ancestor it was placed against the page and made the phone page scroll sideways.
                className="group relative block rounded-xl focus-visible:outline-offset-4"
              >
                <span className="relative block overflow-hidden rounded-xl bg-slate-800">
                  <img
                    src={trailer.img}
                    alt=""
                    width={480}
                    height={270}
                    loading="lazy"
                    decoding="async"
                    className="block aspect-video h-auto w-full object-cover transition-transform group-hover:scale-[1.03] motion-reduce:transition-none"
                  />
                  <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
                    <span className="flex size-12 items-center justify-center rounded-full bg-white/90 text-brand-600 shadow-lg">
                      <svg viewBox="0 0 24 24" fill="currentColor" className="size-6 translate-x-0.5">
                        <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.5-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z" />
                      </svg>
                    </span>
                  </span>
                </span>
                <span className="mt-2 block font-semibold text-slate-900 group-hover:text-brand-700">
                  {trailer.title}
                </span>
                <span className="block text-sm text-slate-500">
                  Watch on YouTube<span className="sr-only"> (opens in a new tab)</span>
                </span>
              </a>
            </li>
          ))}
        </ScrollRow>
      </div>
    </section>
  );
}
