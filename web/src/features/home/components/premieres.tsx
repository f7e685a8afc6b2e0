import { ScrollRow } from '@/components/ui/scroll-row';
import { PREMIERES } from '../premieres';

/** The spec's 7 fixed premiere titles on a dark band: posters that swipe on phones, one row on desktop. */
export function Premieres() {
  return (
    <section aria-labelledby="premieres-title" className="bg-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-8 lg:px-8 lg:py-10">
        <h2 id="premieres-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          Premieres
        </h2>
        <p className="mt-1 text-sm text-slate-300">Brand new releases every Friday</p>
        <ScrollRow label="Premiere titles" columns="md:grid-cols-4 lg:grid-cols-7" focusable className="mt-4">
          {PREMIERES.map((premiere) => (
            <li key={premiere.src} className="w-36 shrink-0 snap-start sm:w-40 md:w-auto">
              <figure>
                <img
                  src={premiere.src}
                  alt=""
                  width={premiere.width}
                  height={premiere.height}
                  loading="lazy"
                  decoding="async"
                  className="block aspect-2/3 h-auto w-full rounded-xl bg-slate-800 object-cover"
                />
                <figcaption className="mt-2">
                  <span className="block truncate font-semibold">{premiere.title}</span>
                  <span className="block text-sm text-slate-400">{premiere.language}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ScrollRow>
      </div>
    </section>
  );
}
