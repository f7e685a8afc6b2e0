import { useId } from 'react';
import { ScrollRow } from '@/components/ui/scroll-row';
import { LIVE_EVENTS } from '../live-events';

/**
 * The spec's 5 live-event images under a title (home: 'The Best of Live Events'; the movie list:
 * 'Best Live Events'). The spec gives them no target, so they are pictures, not links.
 */
export function LiveEvents({ title, className }: { title: string; className?: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <h2 id={titleId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {title}
        </h2>
        <ScrollRow label={title} columns="md:grid-cols-5" focusable className="mt-4">
          {LIVE_EVENTS.map((event) => (
            <li key={event.src} className="w-40 shrink-0 snap-start sm:w-48 md:w-auto">
              <img
                src={event.src}
                alt={event.alt}
                width={event.width}
                height={event.height}
                loading="lazy"
                decoding="async"
                className="block aspect-square h-auto w-full rounded-xl bg-slate-200 object-cover shadow-sm"
              />
            </li>
          ))}
        </ScrollRow>
      </div>
    </section>
  );
}
