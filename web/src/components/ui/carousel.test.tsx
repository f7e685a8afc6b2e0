import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@cinema/contracts';
import { DESKTOP_BANNERS, MOBILE_BANNERS } from '@/features/home/banners';
import { Carousel } from './carousel';

const dots = () => screen.getAllByRole('button', { name: /^Go to slide/ });
const current = () => dots().findIndex((d) => d.getAttribute('aria-current') === 'true');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('ships the spec counts of banners, each with alt text and a local image', () => {
    expect(DESKTOP_BANNERS).toHaveLength(LIMITS.desktopBanners);
    expect(MOBILE_BANNERS).toHaveLength(LIMITS.mobileBanners);
    for (const slide of [...DESKTOP_BANNERS, ...MOBILE_BANNERS]) {
      expect(slide.src).toMatch(/^\/banners\/[a-z0-9-]+\.svg$/);
      expect(slide.alt.length).toBeGreaterThan(5);
    }
  });

  it('has one labelled dot button per slide and marks the first as current', () => {
    render(<Carousel label="Offers" slides={DESKTOP_BANNERS} />);
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(dots().map((d) => d.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Go to slide 4',
    ]);
    expect(current()).toBe(0);
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(LIMITS.desktopBanners);
    // Only the current slide is exposed to assistive technology.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      DESKTOP_BANNERS[0]!.alt,
    ]);
  });

  it('a dot moves to its slide', async () => {
    render(<Carousel label="Offers" slides={DESKTOP_BANNERS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe(2);
  });

  it('keeps the dot on the slide it advances to while the slide glides there', () => {
    vi.useFakeTimers();
    render(<Carousel label="Offers" slides={MOBILE_BANNERS} />);
    const viewport = screen.getByRole('region', { name: 'Offers' }).querySelector('[tabindex="0"]')!;
    Object.defineProperty(viewport, 'clientWidth', { value: 300 });
    viewport.scrollTo = () => {};
    const scrollTo = (left: number) =>
      act(() => {
        viewport.scrollLeft = left;
        viewport.dispatchEvent(new Event('scroll'));
      });
    act(() => vi.advanceTimersByTime(LIMITS.carouselIntervalMs));
    const seen = [current()];
    // The smooth scroll passes through positions nearer the slide it left.
    for (const left of [30, 120, 149, 200, 300]) {
      scrollTo(left);
      seen.push(current());
    }
    expect(seen).toEqual([1, 1, 1, 1, 1, 1]);
    // A swipe afterwards still moves the dots.
    act(() => viewport.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    scrollTo(600);
    expect(current()).toBe(2);
  });

  it(`advances every ${LIMITS.carouselIntervalMs} ms and wraps to the first slide`, () => {
    vi.useFakeTimers();
    render(<Carousel label="Offers" slides={MOBILE_BANNERS} />);
    const seen = [current()];
    for (let i = 0; i < MOBILE_BANNERS.length; i++) {
      act(() => vi.advanceTimersByTime(LIMITS.carouselIntervalMs));
      seen.push(current());
    }
    expect(seen).toEqual([0, 1, 2, 0]);
  });

  it('does not advance while hovered', () => {
    vi.useFakeTimers();
    render(<Carousel label="Offers" slides={MOBILE_BANNERS} />);
    act(() => {
      screen
        .getByRole('region', { name: 'Offers' })
        .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(LIMITS.carouselIntervalMs * 2));
    expect(current()).toBe(0);
  });

  it('does not advance under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers();
    render(<Carousel label="Offers" slides={MOBILE_BANNERS} />);
    act(() => vi.advanceTimersByTime(LIMITS.carouselIntervalMs * 2));
    expect(current()).toBe(0);
  });
});
