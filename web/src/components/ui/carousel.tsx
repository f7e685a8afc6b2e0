import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { LIMITS } from '@cinema/contracts';
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
 * never moves on its own under prefers-reduced-motion.
 */
export function Carousel({
  label,
  slides,
  intervalMs = LIMITS.carouselIntervalMs,
  className = '',
  arrows,
}: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || paused) return;
    const timer = window.setInterval(() => embla.scrollNext(), intervalMs);
    return () => window.clearInterval(timer);
  }, [embla, paused, intervalMs]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

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
      <div ref={viewportRef} className="overflow-hidden rounded-2xl bg-slate-200">
        <div className="flex" aria-live={paused ? 'polite' : 'off'}>
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index !== selected}
              className="min-w-0 flex-[0_0_100%]"
            >
              <img
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                loading={index === 0 ? 'eager' : 'lazy'}
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
            onClick={() => embla?.scrollPrev()}
            className="absolute top-1/2 left-3 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow-md hover:bg-white md:inline-flex"
          >
            <ChevronIcon className="size-5 rotate-180" />
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => embla?.scrollNext()}
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
