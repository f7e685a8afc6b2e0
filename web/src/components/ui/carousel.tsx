import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@cinema/contracts/browser';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { ChevronIcon } from './icons';

export interface CarouselSlide {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface CarouselProps {
  label: string;
  slides: readonly CarouselSlide[];
  intervalMs?: number;
  className?: string;
  /** Show previous/next arrow buttons (wide screens). */
  arrows?: boolean;
}

/**
 * A looping image carousel that advances every `intervalMs`; it pauses while hovered or focused and
 * never moves on its own under prefers-reduced-motion. CSS scroll-snap does the sliding and the
 * swiping (no carousel library: that was 8 KB gz of the home page's start-up).
 */
export function Carousel({
  label,
  slides,
  intervalMs = LIMITS.carouselIntervalMs,
  className = '',
  arrows,
}: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || reducedMotion;

  // The slide a programmatic scroll is gliding to: the slides it passes on the way are not
  // choices, or the dot would blink back to the slide it left until the glide is half done.
  const gliding = useRef<number | null>(null);
  const count = slides.length;
  const goTo = useCallback(
    (index: number) => {
      const next = (index + count) % count;
      gliding.current = next;
      setSelected(next);
      const viewport = viewportRef.current;
      const smooth = !reducedMotion && Math.abs(next - selected) === 1;
      viewport?.scrollTo?.({ left: next * viewport.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
    },
    [count, reducedMotion, selected],
  );

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => goTo(selected + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, intervalMs, goTo, selected]);

  // A swipe scrolls natively; the dots follow the slide it snapped to.
  const onScroll = () => {
    const viewport = viewportRef.current;
    if (!viewport?.clientWidth) return;
    const index = Math.round(viewport.scrollLeft / viewport.clientWidth);
    if (gliding.current !== null) {
      if (index === gliding.current) gliding.current = null;
      return;
    }
    if (index !== selected && index >= 0 && index < count) setSelected(index);
  };
  // A hand on the carousel takes over from a glide still under way.
  const takeOver = () => (gliding.current = null);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={viewportRef}
        onScroll={onScroll}
        onPointerDown={takeOver}
        onTouchStart={takeOver}
        onWheel={takeOver}
        onKeyDown={takeOver}
        // A scrollable region must be reachable by keyboard (arrow keys then scroll it).
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl bg-slate-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <div className="flex w-full" aria-live={paused ? 'polite' : 'off'}>
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index !== selected}
              className="min-w-0 flex-[0_0_100%] snap-start snap-always"
            >
              <img
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                // The first slide is the page's largest paint (index.html preloads it on home).
                fetchPriority={index === 0 ? 'high' : 'auto'}
                draggable={false}
                className="block h-auto w-full select-none"
              />
            </div>
          ))}
        </div>
      </div>

      {arrows && (
        <>
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => goTo(selected - 1)}
            className="absolute top-1/2 left-3 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow-md hover:bg-white md:inline-flex"
          >
            <ChevronIcon className="size-5 rotate-180" />
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => goTo(selected + 1)}
            className="absolute top-1/2 right-3 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow-md hover:bg-white md:inline-flex"
          >
            <ChevronIcon className="size-5" />
          </button>
        </>
      )}

      <div className="mt-1 flex justify-center">
        {slides.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="group inline-flex size-11 items-center justify-center"
          >
            <span
              className={`block h-2 rounded-full transition-all ${
                index === selected ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300 group-hover:bg-slate-400'
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
